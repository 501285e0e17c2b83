/**
 * An inline script's function `afterPaint(f)`: runs `f` in a task of its own once the browser has
 * reported the first contentful paint (a 'paint' PerformanceObserver entry, whose time is when the
 * frame was shown), at once in a hidden tab (it paints nothing), and after 3 s where paint timing
 * is missing. Scripts requested earlier count as render-blocking for Lighthouse (ADR 0015); two
 * animation frames were not enough on a busy machine: the frame's presentation came later.
 */
export const AFTER_FIRST_PAINT = `function afterPaint(f){var done=0;function go(){if(!done){done=1;setTimeout(f,0)}}if(document.visibilityState!=="visible")return go();try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}catch(e){}setTimeout(go,3000)}`;
