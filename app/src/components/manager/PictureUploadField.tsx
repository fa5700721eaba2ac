import { useId } from 'react';
import { usePictureUpload, type UploadedPicture } from '../../hooks/usePictureUpload';

/** "Upload from your computer": a picker for one picture, with its progress and any problem in plain words. */
export function PictureUploadField({ onUploaded }: { onUploaded: (picture: UploadedPicture) => void }) {
  const upload = usePictureUpload();
  const statusId = useId();
  return (
    <div className="picture-upload">
      <label>
        Upload from your computer
        <input
          type="file"
          accept="image/*"
          disabled={upload.isPending}
          aria-describedby={statusId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: onUploaded });
          }}
        />
      </label>
      <span id={statusId} role="status">
        {upload.isPending && 'Uploading the picture…'}
        {upload.isSuccess && 'Picture uploaded and added.'}
      </span>
      {upload.error && (
        <small className="field-error" role="alert">
          {upload.error.message}
        </small>
      )}
    </div>
  );
}
