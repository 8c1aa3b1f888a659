/* str_translate.c — the str methods that rewrite a string character by character:
 * str.maketrans (a static method: self is ignored) and str.translate, where a table maps code
 * points (ints) to an int, a str or None (delete) and characters it does not map stay, and
 * str.expandtabs. */
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "dict.h"
#include "exc.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

static Value ord_of(Value s) {
  int len;
  return rt_int(rt_utf8_decode(rt_str_data(s), &len));
}

/* maketrans(dict): str keys of one character become their code points. */
static Value from_dict(Value d, Value out) {
  Value k, v;
  for (int64_t pos = 0; rt_dict_next(d, &pos, &k, &v);) {
    if (rt_is_str(k)) {
      if (RT_AS(Str, k)->nchars != 1) rt_raise(RT_EXC_ValueError, "string keys in translate table must be of length 1");
      Value o = ord_of(k);
      rt_dict_set(out, o, v);
    } else if (k.tag == RT_INT) {
      rt_dict_set(out, k, v);
    } else {
      rt_raise(RT_EXC_TypeError, "keys in translate table must be strings or integers");
    }
  }
  return out;
}

Value rt_str_maketrans(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("maketrans", argc, kw, 1, 3, RT_ARGS_CLINIC);
  Value out = rt_dict_new();
  int mark = rt_cleanup_push_value(&out);
  if (argc == 1) {
    if (!rt_is_dict_subtype(argv[0])) {
      rt_raise(RT_EXC_TypeError, "if you give only one argument to maketrans it must be a dict");
    }
    from_dict(argv[0], out);
    rt_cleanup_pop(mark, false);
    return out;
  }
  for (int k = 0; k < argc; k++) {
    if (!rt_is_str(argv[k])) {
      rt_raise(RT_EXC_TypeError, "maketrans() argument %d must be str, not %s", k + 1, rt_type_name(argv[k]));
    }
  }
  if (RT_AS(Str, argv[0])->nchars != RT_AS(Str, argv[1])->nchars) {
    rt_raise(RT_EXC_ValueError, "the first two maketrans arguments must have equal length");
  }
  const char *x = rt_str_data(argv[0]), *y = rt_str_data(argv[1]);
  for (int64_t k = 0; k < RT_AS(Str, argv[0])->nchars; k++) {
    int lx, ly;
    uint32_t a = rt_utf8_decode(x, &lx), b = rt_utf8_decode(y, &ly);
    rt_dict_set(out, rt_int(a), rt_int(b));
    x += lx;
    y += ly;
  }
  const char *z = argc == 3 ? rt_str_data(argv[2]) : "";
  for (int64_t k = 0; argc == 3 && k < RT_AS(Str, argv[2])->nchars; k++) {
    int lz;
    rt_dict_set(out, rt_int(rt_utf8_decode(z, &lz)), rt_none());
    z += lz;
  }
  rt_cleanup_pop(mark, false);
  return out;
}

typedef struct Lookup {
  Value table, key, out;
} Lookup;

static void lookup_job(void *ud) {
  Lookup *l = ud;
  l->out = rt_getitem(l->table, l->key);
}

/* table[cp] (a new reference), or RT_UNDEF where the table raises LookupError. */
static Value map_char(Value table, uint32_t cp) {
  if (rt_is_dict(table)) {
    Value v = rt_dict_get(table, rt_int(cp));
    return rt_is_undef(v) ? v : (rt_incref(v), v);
  }
  Lookup l = {table, rt_int(cp), rt_undef()};
  if (rt_pcall(lookup_job, &l)) {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_LookupError)) rt_reraise();
    rt_error_clear();
    return rt_undef();
  }
  return l.out;
}

Value rt_str_translate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("translate", argc, kw, 1, 1, RT_ARGS_CLINIC);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  const char *p = rt_str_data(self), *end = p + RT_AS(Str, self)->nbytes;
  Value m = rt_undef();
  rt_cleanup_push_value(&m);
  while (p < end) {
    int len;
    uint32_t cp = rt_utf8_decode(p, &len);
    m = map_char(argv[0], cp);
    if (rt_is_undef(m)) rt_sb_putn(&sb, p, (size_t)len);
    else if (m.tag == RT_INT && (m.as.i < 0 || m.as.i > 0x10FFFF))
      rt_raise(RT_EXC_ValueError, "character mapping must be in range(0x110000)");
    else if (m.tag == RT_INT) rt_utf8_encode(&sb, (uint32_t)m.as.i);
    else if (rt_is_str(m)) rt_sb_putn(&sb, rt_str_data(m), (size_t)RT_AS(Str, m)->nbytes);
    else if (!rt_is_none(m)) rt_raise(RT_EXC_TypeError, "character mapping must return integer, None or str");
    rt_decref(m);
    m = rt_undef();
    p += len;
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static const char *const tab_names[] = {"tabsize"};

/* Each tab becomes the spaces up to the next multiple of tabsize; columns restart after \n
 * and \r. */
Value rt_str_expandtabs(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  rt_parse_args("expandtabs", argc, argv, kw, 1, tab_names, 0, a);
  int64_t size = rt_is_undef(a[0]) ? 8 : rt_to_index(a[0], "tabsize");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  const char *p = rt_str_data(self), *end = p + RT_AS(Str, self)->nbytes;
  int64_t col = 0;
  while (p < end) {
    int len;
    uint32_t cp = rt_utf8_decode(p, &len);
    if (cp == '\t') {
      int64_t n = size > 0 ? size - col % size : 0;
      for (int64_t k = 0; k < n; k++) rt_sb_putc(&sb, ' ');
      col += n;
    } else {
      rt_sb_putn(&sb, p, (size_t)len);
      col = cp == '\n' || cp == '\r' ? 0 : col + 1;
    }
    p += len;
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}
