import type { imagesEn } from "./images.en.ts";

/** Spanish texts of listing photos (issue 11), spread into es.ts. */
export const imagesEs: Record<keyof typeof imagesEn, string> = {
  "ownerMessage.image_missing": "Elija una foto para subir.",
  "ownerMessage.image_too_large": "Esta foto pesa más de 8 MB. Elija una más pequeña.",
  "ownerMessage.image_too_many_pixels":
    "Esta foto tiene más de 40 megapíxeles. Elija una más pequeña o redúzcala antes.",
  "ownerMessage.image_type": "Este archivo no es una foto JPEG, PNG o WebP que podamos leer. No se subió nada.",
  "ownerMessage.image_count":
    "Su plan permite {max} fotos y este listado ya las tiene todas. Elimine una o mejore su plan para añadir más.",
  "ownerMessage.image_not_found": "Esta foto no existe o fue eliminada.",
  "images.title": "Fotos",
  "images.intro":
    "La primera foto aparece en la página de su listado y en los resultados de búsqueda. Su plan permite {max}.",
  "images.count": "{count} de {max} fotos",
  "images.file": "Foto",
  "images.hint": "JPEG, PNG o WebP, hasta 8 MB. Se eliminan los datos de ubicación y de la cámara.",
  "images.upload": "Subir foto",
  "images.none": "Aún no hay fotos: su listado muestra sus iniciales en su lugar.",
  "images.full": "Este listado tiene todas las fotos que permite su plan.",
  "images.listLabel": "Sus fotos, en el orden en que se muestran",
  "images.position": "Foto {n}",
  "images.moveUp": "Subir",
  "images.moveDown": "Bajar",
  "images.delete": "Eliminar",
  "images.uploaded": "Foto subida.",
  "images.moved": "Foto movida.",
  "images.removed": "Foto eliminada.",
};
