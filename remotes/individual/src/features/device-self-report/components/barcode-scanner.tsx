import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** What stops a scan before it reads anything: no camera API or device, the camera refused, or the library failed. */
export type ScannerProblem = 'unsupported' | 'denied' | 'failed';

/** Props of {@link BarcodeScanner}. */
export interface BarcodeScannerProps {
  /** Called once with the text of the first barcode or QR code read. */
  onRead(value: string): void;
  /** Called when the camera cannot be used (the page then offers typing). */
  onProblem(problem: ScannerProblem): void;
  onClose(): void;
}

/** Which problem a camera error is: a refusal (`NotAllowedError`, `SecurityError`), no camera (`NotFoundError`, `OverconstrainedError`), else a failure. */
export function scannerProblemOf(error: unknown): ScannerProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'unsupported';
  return 'failed';
}

/**
 * The camera view that reads an asset tag's barcode or QR code with ZXing (`@zxing/browser`, loaded
 * only when this opens, so the task page stays small). Prefers the back camera; stops the camera
 * when a code is read, on close and on unmount. Without `navigator.mediaDevices` (an old browser,
 * a page not served over HTTPS) it reports `unsupported` at once.
 */
export function BarcodeScanner({ onRead, onProblem, onClose }: BarcodeScannerProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  const callbacks = useRef({ onRead, onProblem });
  callbacks.current = { onRead, onProblem };

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      callbacks.current.onProblem('unsupported');
      return;
    }
    (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, (result) => {
          if (!result || stopped) return;
          stopped = true;
          controls.stop();
          callbacks.current.onRead(result.getText());
        });
        stop = () => controls.stop();
        if (stopped) stop();
        setStarting(false);
      } catch (error) {
        if (!stopped) callbacks.current.onProblem(scannerProblemOf(error));
      }
    })();
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <Flex vertical gap={8}>
      <Typography.Text>{t`Point the camera at the asset tag's barcode or QR code.`}</Typography.Text>
      {starting ? <Alert type="info" message={t`Starting the camera…`} /> : null}
      <video ref={video} muted playsInline aria-label={t`Camera`} style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }} />
      <Button size="large" block onClick={onClose}>
        {t`Stop scanning`}
      </Button>
    </Flex>
  );
}
