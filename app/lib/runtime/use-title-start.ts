import { useEffect } from 'react'

/**
 * While `start` is given, the page's title starts with it ("Error: ", a confirmation's heading), and loses it again
 * after; a title that already starts with it (the server's page, through its meta) is left as it is.
 */
export function useTitleStart(start: string | undefined) {
  useEffect(() => {
    const plain = document.title
    if (!start || plain.startsWith(start)) return
    const marked = `${start}${plain}`
    document.title = marked
    return () => {
      if (document.title === marked) document.title = plain
    }
  }, [start])
}
