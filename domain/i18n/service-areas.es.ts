import type { serviceAreasEn } from "./service-areas.en.ts";

/** Textos de las zonas de servicio (issue 29). Se incluyen en es.ts. */
export const serviceAreasEs: Record<keyof typeof serviceAreasEn, string> = {
  "listing.servesAreaInHome": "Atiende su zona (a domicilio)",
  "listing.telehealthIn": "Telesalud en {state}",
  "registry.fact.serviceAreas": "Dónde atienden",
  "serviceArea.heading": "Dónde atienden",
  "serviceArea.describe.radius": "Visitas a domicilio a {miles} millas o menos de la oficina",
  "serviceArea.describe.zipsInHome": "Visitas a domicilio en estos códigos postales: {codes}",
  "serviceArea.describe.counties": "Visitas a domicilio en estos condados: {names}",
  "serviceArea.describe.zipsTelehealth": "Telesalud en estos códigos postales: {codes}",
  "serviceArea.describe.states": "Telesalud en {states}",
  "serviceArea.sectionTitle": "¿Dónde atiende?",
  "serviceArea.sectionLead":
    "Los proveedores que visitan hogares u ofrecen telesalud pueden indicar dónde atienden, para que las familias que buscan desde allí los encuentren aunque la oficina esté más lejos.",
  "serviceArea.sectionNone":
    "Aún no indicado: las familias encuentran este listado solo por la distancia a su oficina.",
  "serviceArea.sectionNoSettings":
    "Este listado no ofrece visitas a domicilio ni telesalud. Primero agregue uno de esos entornos de atención arriba.",
  "serviceArea.editLink": "Indicar dónde atiende",
  "serviceArea.title": "¿Dónde atiende? {name}",
  "serviceArea.intro":
    "Una familia que busca desde un lugar que usted atiende encuentra este listado, con la línea «Atiende su zona». Elija «Sin indicar» para que lo encuentren solo por la distancia a su oficina.",
  "serviceArea.inHome": "Visitas a domicilio",
  "serviceArea.telehealth": "Telesalud",
  "serviceArea.kindLabel": "Dónde atiende",
  "serviceArea.saving": "Guardando…",
  "serviceArea.kind.none": "Sin indicar",
  "serviceArea.kind.radius": "A cierta distancia de mi oficina",
  "serviceArea.kind.zips": "Estos códigos postales",
  "serviceArea.kind.counties": "Estos condados",
  "serviceArea.kind.states": "Estos estados completos",
  "serviceArea.radiusLabel": "Millas desde la oficina (de 1 a 100)",
  "serviceArea.zipsLabel": "Códigos postales, separados por comas o espacios",
  "serviceArea.countiesLabel": "Condados, uno por línea, cada uno con su estado, por ejemplo Travis, TX",
  "serviceArea.statesLabel": "Códigos de estado de dos letras, como TX, OK",
  "serviceArea.save": "Guardar dónde atiende",
  "serviceArea.saved": "Guardado. Las búsquedas desde los lugares que atiende ahora encuentran este listado.",
  "serviceArea.back": "Volver a los datos del listado",
  "serviceArea.error.kind_invalid": "Elija una de las opciones.",
  "serviceArea.error.radius_invalid": "Escriba un número entero de millas, de 1 a 100.",
  "serviceArea.error.zips_invalid": "Escriba códigos postales de cinco dígitos.",
  "serviceArea.error.zips_unknown": "Uno de estos no es un código postal de EE. UU.: revise cada uno.",
  "serviceArea.error.zips_too_many": "Indique como máximo 200 códigos postales.",
  "serviceArea.error.counties_invalid":
    "Escriba cada condado con su nombre, una coma y el código de dos letras del estado, por ejemplo Travis, TX.",
  "serviceArea.error.counties_unknown":
    "Uno de estos no es un condado de su estado: revise cómo está escrito cada uno.",
  "serviceArea.error.counties_too_many": "Indique como máximo 50 condados.",
  "serviceArea.error.states_invalid": "Escriba códigos de estado de EE. UU. de dos letras, como TX.",
  "serviceArea.error.codes_required": "Escriba al menos uno.",
  "serviceArea.error.setting_missing": "Este listado no ofrece este entorno de atención.",
  "serviceArea.error.invalid_input": "Algunas respuestas necesitan un cambio: vea los mensajes abajo.",
};
