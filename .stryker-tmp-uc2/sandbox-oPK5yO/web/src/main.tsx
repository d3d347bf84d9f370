// @ts-nocheck
import 'sonner/dist/styles.css';
import './styles.css';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);
void import('./register-service-worker').then((worker) => worker.registerServiceWorker());
