/** What the profile button shows, before and after its menu is loaded: the initial, the name, ▾. */
export function ProfileButtonFace({ name }: { name: string }) {
  return (
    <>
      <span className="avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="profile-name">{name}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
