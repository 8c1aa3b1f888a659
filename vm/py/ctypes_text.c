/* ctypes_text.c — C text in ctypes: wide characters (c_wchar, c_wchar_p: wchar_t, UTF-32 on
 * Linux) converted to and from str, the `value` and `raw` of c_char and c_wchar arrays, their
 * slices as bytes or str, and the module's buffer functions: create_string_buffer,
 * create_unicode_buffer, string_at, wstring_at. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "ctypes_internal.h"
#include "py.h"

bool ct_is_text_array(const CType *t, char code) {
  return t->kind == CT_ARRAY && t->target->kind == CT_SIMPLE && t->target->code == code;
}

/* ---- wide characters ---- */

Value ct_wide_str(const wchar_t *p, size_t n) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (size_t k = 0; k < n; k++) {
    uint32_t cp = (uint32_t)p[k];
    rt_utf8_encode(&sb, cp > 0x10FFFF ? 0xFFFD : cp);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* The code points of a str, NUL-terminated, in a bytes object (which keeps them alive). */
Value ct_wide_buffer(Value s) {
  Str *str = RT_AS(Str, s);
  Value b = rt_bytes_new(&rt_bytes_type, NULL, 0);
  int mark = rt_cleanup_push_value(&b);
  const char *p = str->data;
  for (int64_t k = 0; k <= str->nchars; k++) {
    int len = 1;
    wchar_t w = k < str->nchars ? (wchar_t)rt_utf8_decode(p, &len) : 0;
    rt_bytes_append(RT_AS(Bytes, b), &w, sizeof w);
    p += len;
  }
  rt_cleanup_pop(mark, false);
  return b;
}

void ct_set_wchar(char *ptr, Value v) {
  if (!rt_is_str(v))
    rt_raise(RT_EXC_TypeError, "unicode string expected instead of %s instance", rt_type_name(v));
  if (RT_AS(Str, v)->nchars != 1) rt_raise(RT_EXC_TypeError, "one character unicode string expected");
  int len;
  wchar_t w = (wchar_t)rt_utf8_decode(rt_str_data(v), &len);
  memcpy(ptr, &w, sizeof w);
}

/* ---- value and raw of text arrays ---- */

Value ct_text_array_getattr(CData *d, const char *name) {
  size_t n = (size_t)d->type->length;
  if (ct_is_text_array(d->type, 'c')) {
    if (strcmp(name, "raw") == 0) return rt_bytes_new(&rt_bytes_type, d->ptr, n);
    if (strcmp(name, "value") == 0) return rt_bytes_new(&rt_bytes_type, d->ptr, strnlen(d->ptr, n));
  } else if (ct_is_text_array(d->type, 'u') && strcmp(name, "value") == 0) {
    const wchar_t *w = (const wchar_t *)d->ptr;
    size_t len = 0;
    while (len < n && w[len]) len++;
    return ct_wide_str(w, len);
  }
  return rt_undef();
}

/* buf.value = ... (NUL-terminated when there is room) and buf.raw = b"..." */
bool ct_text_array_setattr(CData *d, const char *name, Value v) {
  size_t n = (size_t)d->type->length;
  bool raw = strcmp(name, "raw") == 0;
  if (ct_is_text_array(d->type, 'c') && (raw || strcmp(name, "value") == 0)) {
    if (!rt_is_bytes_like(v)) {
      if (raw) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(v));
      rt_raise(RT_EXC_TypeError, "bytes expected instead of %s instance", rt_type_name(v));
    }
    Bytes *b = RT_AS(Bytes, v);
    if ((size_t)b->n > n) rt_raise(RT_EXC_ValueError, "byte string too long");
    memcpy(d->ptr, b->data, (size_t)b->n);
    if (!raw && (size_t)b->n < n) d->ptr[b->n] = 0;
    return true;
  }
  if (ct_is_text_array(d->type, 'u') && strcmp(name, "value") == 0) {
    if (!rt_is_str(v))
      rt_raise(RT_EXC_TypeError, "unicode string expected instead of %s instance", rt_type_name(v));
    if ((size_t)RT_AS(Str, v)->nchars > n) rt_raise(RT_EXC_ValueError, "string too long");
    Value w = ct_wide_buffer(v); /* with its NUL, copied when there is room */
    size_t len = (size_t)RT_AS(Str, v)->nchars;
    memcpy(d->ptr, RT_AS(Bytes, w)->data, sizeof(wchar_t) * (len < n ? len + 1 : len));
    rt_decref(w);
    return true;
  }
  return false;
}

/* The items start, start+step, ... (n of them) of a c_char or c_wchar sequence at base as
 * bytes or str; RT_UNDEF for other element types. */
Value ct_text_slice(CType *et, const char *base, int64_t start, int64_t step, int64_t n) {
  if (et->kind != CT_SIMPLE || (et->code != 'c' && et->code != 'u')) return rt_undef();
  if (et->code == 'c') {
    Value out = rt_bytes_new(&rt_bytes_type, NULL, 0);
    int mark = rt_cleanup_push_value(&out);
    for (int64_t k = 0; k < n; k++) rt_bytes_append(RT_AS(Bytes, out), base + start + k * step, 1);
    rt_cleanup_pop(mark, false);
    return out;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  const wchar_t *w = (const wchar_t *)base;
  for (int64_t k = 0; k < n; k++) {
    uint32_t cp = (uint32_t)w[start + k * step];
    rt_utf8_encode(&sb, cp > 0x10FFFF ? 0xFFFD : cp);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* ---- the module's buffer functions ---- */

/* create_string_buffer / create_unicode_buffer(init_or_size, size=None): an array of code's
 * type holding init (with room for the NUL unless size says otherwise) or of a size, zeroed. */
static Value make_buffer(const char *fname, char code, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"init", "size"};
  Value a[2];
  py_parse_pyargs(fname, argc, argv, kw, 2, names, 1, a);
  bool text = code == 'c' ? rt_is_type(a[0], &rt_bytes_type) : rt_is_str(a[0]);
  if (!text && !rt_is_intlike(a[0])) {
    Value s = rt_to_str(a[0]);
    rt_cleanup_push_value(&s);
    rt_raise(RT_EXC_TypeError, "%s", rt_str_data(s));
  }
  int64_t len = !text ? 0 : code == 'c' ? RT_AS(Bytes, a[0])->n : RT_AS(Str, a[0])->nchars;
  int64_t n = !text ? rt_to_index(a[0], "size")
              : rt_is_undef(a[1]) || rt_is_none(a[1]) ? len + 1 : rt_to_index(a[1], "size");
  bool fresh;
  Value t = rt_obj(ct_array_type(ct_simple(code), n, &fresh));
  /* made inside ctypes: its repr says ctypes.c_char_Array_n (one the program made stays its) */
  if (fresh) RT_AS(CType, t)->builtin = true;
  int mark = rt_cleanup_push_value(&t);
  Value buf = ct_data_new(RT_AS(CType, t));
  int mark2 = rt_cleanup_push_value(&buf);
  if (text) rt_setattr(buf, "value", a[0]);
  rt_cleanup_pop(mark2, false);
  rt_cleanup_pop(mark, true);
  return buf;
}

static Value c_create_string_buffer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_buffer("create_string_buffer", 'c', argc, argv, kw);
}

static Value c_create_unicode_buffer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_buffer("create_unicode_buffer", 'u', argc, argv, kw);
}

/* string_at / wstring_at(address, size=-1): the text there (up to the NUL without a size). */
static Value text_at(const char *fname, bool wide, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args(fname, argc, kw, 1, 2, RT_ARGS_OLD);
  const char *p = ct_address_of(argv[0], fname);
  int64_t n = argc > 1 ? rt_to_index(argv[1], "size") : -1;
  if (!p) rt_raise(RT_EXC_ValueError, "NULL pointer access");
  if (!wide) return rt_bytes_new(&rt_bytes_type, p, n < 0 ? strlen(p) : (size_t)n);
  const wchar_t *w = (const wchar_t *)p;
  return ct_wide_str(w, n < 0 ? wcslen(w) : (size_t)n);
}

static Value c_string_at(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return text_at("string_at", false, argc, argv, kw);
}

static Value c_wstring_at(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return text_at("wstring_at", true, argc, argv, kw);
}

void ct_text_init(Value m) {
  rt_module_add_fn(m, "create_string_buffer", c_create_string_buffer);
  rt_module_add_fn(m, "create_unicode_buffer", c_create_unicode_buffer);
  rt_module_add_fn(m, "string_at", c_string_at);
  rt_module_add_fn(m, "wstring_at", c_wstring_at);
}
