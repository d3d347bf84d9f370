// @ts-nocheck
/// <reference types="vite/client" />
