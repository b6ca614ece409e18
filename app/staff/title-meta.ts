/** A staff page's `<title>`, as its loader wrote it (in the page's language, "Error: …" after a refused send). */
export const titleMeta = ({ loaderData }: { loaderData?: { title: string } }) => (loaderData ? [{ title: loaderData.title }] : [])
