/* string.c — Python's string module: the character-class constants (ascii_letters, digits,
 * punctuation, whitespace, printable, ...) and capwords; Template is in string_template.c,
 * Formatter in string_formatter.c. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

/* A method call obj.name(args) (new reference), through the generic attribute lookup so that
 * a wrong receiver gets CPython's AttributeError. */
static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* capwords(s, sep=None): (sep or ' ').join(w.capitalize() for w in s.split(sep)) */
static Value s_capwords(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"s", "sep"};
  Value a[2];
  py_parse_pyargs("capwords", argc, argv, kw, 2, names, 1, a);
  Value sep = rt_is_undef(a[1]) ? rt_none() : a[1];
  Value words = call_method(a[0], "split", 1, &sep);
  int mark = rt_cleanup_push_value(&words);
  List *l = RT_AS(List, words);
  for (int64_t k = 0; k < l->n; k++) {
    Value cap = call_method(l->items[k], "capitalize", 0, NULL);
    rt_decref(l->items[k]);
    l->items[k] = cap;
  }
  Value glue = rt_truthy(sep) ? (rt_incref(sep), sep) : rt_str_from_c(" ");
  rt_cleanup_push_value(&glue);
  Value r = call_method(glue, "join", 1, &words);
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_string_module_init(Value m) {
  static const struct {
    const char *name, *value;
  } consts[] = {
      {"ascii_lowercase", "abcdefghijklmnopqrstuvwxyz"},
      {"ascii_uppercase", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
      {"ascii_letters", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"},
      {"digits", "0123456789"},
      {"hexdigits", "0123456789abcdefABCDEF"},
      {"octdigits", "01234567"},
      {"punctuation", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"},
      {"whitespace", " \t\n\r\x0b\x0c"},
      {"printable", "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                    "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c"},
  };
  for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++) {
    rt_module_set(m, consts[k].name, rt_str_from_c(consts[k].value));
  }
  rt_module_add_fn(m, "capwords", s_capwords);
  rt_module_set(m, "Template", rt_string_template_class());
  rt_module_set(m, "Formatter", rt_string_formatter_class());
}
