/* string.c — Python's string module: the character-class constants (ascii_letters, digits,
 * punctuation, whitespace, printable, ...), capwords and Template ($name, ${name} and $$
 * substitution, with CPython's ValueError for an invalid placeholder); Formatter is in
 * string_formatter.c. */
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

/* ---- Template ---- */

typedef struct Template {
  Obj hdr;
  Value text; /* the template (a str) */
} Template;

static void tmpl_free(Obj *o) {
  rt_decref(((Template *)o)->text);
  free(o);
}

static bool id_start(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool id_char(char c) { return id_start(c) || (c >= '0' && c <= '9'); }

/* The values come from the keywords first, then the mapping (RT_UNDEF: none). */
typedef struct Subst {
  Value mapping, key, out;
  const Kwargs *kw;
} Subst;

static void lookup_job(void *ud) {
  Subst *s = ud;
  for (int k = 0; s->kw && k < s->kw->n; k++) {
    if (strcmp(s->kw->names[k], rt_str_data(s->key)) == 0) {
      s->out = rt_to_str(s->kw->values[k]);
      return;
    }
  }
  Value v = rt_is_undef(s->mapping) ? rt_undef() : rt_getitem(s->mapping, s->key);
  if (rt_is_undef(v)) rt_raise_key_error(s->key);
  int mark = rt_cleanup_push_value(&v);
  s->out = rt_to_str(v);
  rt_cleanup_pop(mark, true);
}

/* Appends the value of name (n bytes at p); false when safe and the name has none. */
static bool put_value(StrBuf *sb, Subst *s, const char *p, size_t n, bool safe) {
  s->key = rt_str_new(p, n);
  int mark = rt_cleanup_push_value(&s->key);
  if (!safe) {
    lookup_job(s);
  } else if (rt_pcall(lookup_job, s)) {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_KeyError)) rt_reraise();
    rt_error_clear();
    rt_cleanup_pop(mark, true);
    return false;
  }
  rt_sb_putn(sb, rt_str_data(s->out), (size_t)RT_AS(Str, s->out)->nbytes);
  rt_decref(s->out);
  rt_cleanup_pop(mark, true);
  return true;
}

/* CPython reports the place just after the '$' (the empty "invalid" group), its column
 * counted from the start of its line. */
static _Noreturn void invalid(Value text, int64_t dollar) {
  const char *d = rt_str_data(text);
  int64_t at = dollar + 1, line = 1, start = 0;
  for (int64_t k = 0; k < at; k++) {
    if (d[k] == '\n' || (d[k] == '\r' && d[k + 1] != '\n')) line++, start = k + 1;
  }
  int64_t col = rt_str_char_index(text, at) - rt_str_char_index(text, start);
  rt_raise(RT_EXC_ValueError, "Invalid placeholder in string: line %lld, col %lld", (long long)line, (long long)col);
}

static Value substitute(Value self, int argc, const Value *argv, const Kwargs *kw, bool safe) {
  const char *fname = safe ? "safe_substitute" : "substitute";
  if (argc > 1) rt_raise(RT_EXC_TypeError, "%s() takes from 1 to 2 positional arguments but %d were given", fname, argc + 1);
  Value text = RT_AS(Template, self)->text;
  if (!rt_is_str(text)) rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(text));
  Subst s = {argc ? argv[0] : rt_undef(), rt_undef(), rt_undef(), kw};
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  const char *d = rt_str_data(text);
  int64_t n = RT_AS(Str, text)->nbytes, i = 0;
  while (i < n) {
    if (d[i] != '$') {
      rt_sb_putc(&sb, d[i++]);
      continue;
    }
    int64_t j = i + 1;
    bool braced = j < n && d[j] == '{';
    int64_t id = braced ? j + 1 : j, e = id;
    if (e < n && id_start(d[e]))
      while (e < n && id_char(d[e])) e++;
    bool ok = e > id && (!braced || (e < n && d[e] == '}'));
    if (j < n && d[j] == '$') {
      rt_sb_putc(&sb, '$');
      i = j + 1;
    } else if (ok) {
      int64_t end = braced ? e + 1 : e;
      if (!put_value(&sb, &s, d + id, (size_t)(e - id), safe)) rt_sb_putn(&sb, d + i, (size_t)(end - i));
      i = end;
    } else if (safe) {
      rt_sb_putc(&sb, d[i++]);
    } else {
      invalid(text, i);
    }
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value m_substitute(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return substitute(self, argc, argv, kw, false);
}

static Value m_safe_substitute(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return substitute(self, argc, argv, kw, true);
}

static Value tmpl_getattr(Value self, const char *name) {
  if (strcmp(name, "template") == 0) return (rt_incref(RT_AS(Template, self)->text), RT_AS(Template, self)->text);
  if (strcmp(name, "substitute") == 0) return rt_native_bind("substitute", m_substitute, self);
  if (strcmp(name, "safe_substitute") == 0) return rt_native_bind("safe_substitute", m_safe_substitute, self);
  if (strcmp(name, "delimiter") == 0) return rt_str_from_c("$");
  return rt_undef();
}

static Value tmpl_repr(Value self) {
  return rt_str_printf("<string.Template object at %p>", (void *)self.as.o);
}

static const ObjType template_type = {
    .name = "Template",
    .free = tmpl_free,
    .repr = tmpl_repr,
    .getattr = tmpl_getattr,
};

static bool is_template(Value v) { return rt_is_type(v, &template_type); }

static Value c_template(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"template"};
  Value a[1];
  py_parse_pyargs("Template", argc, argv, kw, 1, names, 1, a);
  Template *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &template_type);
  t->text = (rt_incref(a[0]), a[0]);
  return rt_obj(t);
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
  rt_module_set(m, "Template", rt_native_class("Template", c_template, is_template, "<class 'string.Template'>"));
  rt_module_set(m, "Formatter", rt_string_formatter_class());
}
