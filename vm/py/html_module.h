/* html_module.h — the html module (html.c: escape, unescape) and the tables its unescape reads
 * (html_entities_data.c, generated from the oracle by tools/gen_html_entities.py). */
#ifndef WEFT_PY_HTML_MODULE_H
#define WEFT_PY_HTML_MODULE_H

#include <stdint.h>

#include "../obj/value.h"

typedef struct HtmlEntity {
  const char *name; /* "amp;", "amp", "AElig" (ASCII) */
  uint32_t cp[2];   /* its text: one code point, or two (cp[1] 0: one) */
} HtmlEntity;

extern const HtmlEntity py_html5_entities[]; /* sorted by strcmp of name */
extern const int py_html5_entity_count;
extern const uint32_t py_html_invalid_charrefs[][2]; /* {code point, its replacement}, sorted */
extern const int py_html_invalid_charref_count;
extern const uint32_t py_html_invalid_codepoints[]; /* sorted */
extern const int py_html_invalid_codepoint_count;

typedef struct HtmlName {
  const char *name; /* "amp" */
  uint32_t cp;
} HtmlName;
extern const HtmlName py_html4_names[]; /* html.entities.name2codepoint, in its order */
extern const int py_html4_name_count;
extern const uint16_t py_html5_order[]; /* py_html5_entities' indexes in html5's dict order */

void py_html_module_init(Value m);
void py_html_entities_module_init(Value m); /* html_entities.c: html.entities */

#endif
