/* html_entities.c — the html.entities module: name2codepoint, codepoint2name and entitydefs
 * (HTML 4's 252 entities) and html5 (HTML5's named references, with and without ';'), dicts
 * made from the tables generated from the oracle (html_entities_data.c), in its order. */
#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "html_module.h"

static Value cp_text(const uint32_t *cp, int n) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int k = 0; k < n && cp[k]; k++) rt_utf8_encode(&sb, cp[k]);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* d[k] = v, releasing both */
static void put(Value d, Value k, Value v) {
  int mark = rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&v);
  rt_dict_set(d, k, v);
  rt_cleanup_pop(mark, true);
}

void py_html_entities_module_init(Value m) {
  Value n2c = rt_dict_new(), c2n = rt_dict_new(), defs = rt_dict_new(), h5 = rt_dict_new();
  rt_module_set(m, "name2codepoint", n2c);
  rt_module_set(m, "codepoint2name", c2n);
  rt_module_set(m, "entitydefs", defs);
  rt_module_set(m, "html5", h5);
  for (int k = 0; k < py_html4_name_count; k++) {
    const HtmlName *e = &py_html4_names[k];
    put(n2c, rt_str_from_c(e->name), rt_int(e->cp));
    put(c2n, rt_int(e->cp), rt_str_from_c(e->name));
    put(defs, rt_str_from_c(e->name), cp_text(&e->cp, 1));
  }
  for (int k = 0; k < py_html5_entity_count; k++) {
    const HtmlEntity *e = &py_html5_entities[py_html5_order[k]];
    put(h5, rt_str_from_c(e->name), cp_text(e->cp, 2));
  }
}
