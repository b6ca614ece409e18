import { useEffect, useState } from 'react'
import { ROUTE_RESOLUTION_DELAY_MS } from '../../config/constants.ts'

/**
 * Turns on only once it has been asked to be on for longer than the delay, and
 * off at once: a quick navigation never flashes a loading indicator (100 ms,
 * `ROUTE_RESOLUTION_DELAY_MS`; docs/decisions/0023).
 */
export function createDelayedSwitch(delayMs: number, onChange: (on: boolean) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let on = false
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return {
    set(active: boolean) {
      if (active) {
        if (on || timer) return
        timer = setTimeout(() => {
          timer = undefined
          on = true
          onChange(true)
        }, delayMs)
        return
      }
      cancel()
      if (on) {
        on = false
        onChange(false)
      }
    },
    dispose: cancel,
  }
}

export function useDelayedFlag(active: boolean, delayMs: number = ROUTE_RESOLUTION_DELAY_MS): boolean {
  const [shown, setShown] = useState(false)
  const [delayedSwitch] = useState(() => createDelayedSwitch(delayMs, setShown))
  useEffect(() => delayedSwitch.set(active), [delayedSwitch, active])
  useEffect(() => delayedSwitch.dispose, [delayedSwitch])
  return active && shown
}
