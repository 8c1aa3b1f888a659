/* codecs_module.c — the codecs module over the text codecs str.encode and bytes.decode know
 * (vm/obj/bytes_methods.c): lookup(encoding) giving a CodecInfo (name, encode, decode: the
 * codec functions answering (output, length consumed)), encode and decode, the BOM_* constants.
 * Messages as CPython's: LookupError "unknown encoding: X", the TypeError a wrong input type
 * gives wrapped as "encoding with 'utf-8' codec failed (...)". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/buffer.h"
#include "../obj/codec.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "codecs_module.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct CodecInfo {
  Obj hdr;
  Value name; /* the canonical name (owned str) */
} CodecInfo;

#define CI(v) RT_AS(CodecInfo, v)

static void info_free(Obj *o) {
  rt_decref(((CodecInfo *)o)->name);
  free(o);
}

static Value info_repr(Value self) {
  return rt_str_printf("<codecs.CodecInfo object for encoding %s at %p>", rt_str_data(CI(self)->name),
                       (void *)self.as.o);
}

/* input encoded or decoded (errors: RT_UNDEF for strict), as str.encode / bytes.decode. */
static Value transcode(bool encode, Value input, Value encoding, Value errors) {
  Value a[2] = {encoding, errors};
  int n = rt_is_undef(errors) ? 1 : 2;
  if (encode) return rt_str_encode(input, n, a, NULL);
  Value b = rt_is_type(input, &rt_bytes_type) ? (rt_incref(input), input) : rt_call(rt_builtin_lookup("bytes"), 1, &input, NULL);
  int mark = rt_cleanup_push_value(&b);
  Value r = rt_bytes_decode(b, encoding, errors);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Is input of the kind the direction takes (a str to encode, a bytes-like object to decode)? */
static bool right_input(bool encode, Value input) {
  if (encode) return rt_is_str(input);
  int64_t n;
  return !rt_is_str(input) && rt_buffer_of(input, &n) != NULL;
}

static _Noreturn void wrong_input(bool encode, Value encoding, Value input, bool wrapped) {
  char inner[200];
  if (encode) {
    snprintf(inner, sizeof inner, "%s_encode() argument 1 must be str, not %s", rt_codec_function_stem(encoding),
             rt_type_name(input));
  } else {
    snprintf(inner, sizeof inner, "a bytes-like object is required, not '%s'", rt_type_name(input));
  }
  if (!wrapped) rt_raise(RT_EXC_TypeError, "%s", inner);
  rt_raise(RT_EXC_TypeError, "%s with '%s' codec failed (TypeError: %s)", encode ? "encoding" : "decoding",
           rt_codec_canonical(encoding), inner);
}

/* CodecInfo.encode(input, errors='strict') and .decode: (output, len(input)). */
static Value info_code(Value self, int argc, const Value *argv, const Kwargs *kw, bool encode) {
  static const char *const names[] = {"input", "errors"};
  Value a[2];
  rt_parse_args(encode ? "encode" : "decode", argc, argv, kw, 2, names, 1, a);
  if (!right_input(encode, a[0])) wrong_input(encode, CI(self)->name, a[0], false);
  Value out = transcode(encode, a[0], CI(self)->name, rt_is_none(a[1]) ? rt_undef() : a[1]);
  int mark = rt_cleanup_push_value(&out);
  Value r = rt_tuple_from(2, (Value[2]){out, rt_int(rt_len(a[0]))});
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_encode(ARGS) { return info_code(self, argc, argv, kw, true); }
static Value m_decode(ARGS) { return info_code(self, argc, argv, kw, false); }

static Value info_getattr(Value self, const char *name) {
  if (!strcmp(name, "name")) return (rt_incref(CI(self)->name), CI(self)->name);
  if (!strcmp(name, "encode")) return rt_native_bind("encode", m_encode, self);
  if (!strcmp(name, "decode")) return rt_native_bind("decode", m_decode, self);
  return rt_undef();
}

static const ObjType info_type = {
    .name = "codecs.CodecInfo",
    .free = info_free,
    .repr = info_repr,
    .getattr = info_getattr,
};

static Value encoding_arg(const char *fname, Value v) {
  if (rt_is_undef(v)) return rt_str_from_c("utf-8");
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "%s() argument 'encoding' must be str, not %s", fname, rt_type_name(v));
  return (rt_incref(v), v);
}

/* lookup(encoding) */
static Value f_lookup(ARGS) {
  (void)self;
  rt_check_args("lookup", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "lookup() argument must be str, not %s", rt_type_name(argv[0]));
  const char *name = rt_codec_canonical(argv[0]);
  CodecInfo *ci = rt_malloc(sizeof *ci);
  rt_obj_init(&ci->hdr, &info_type);
  ci->name = rt_str_from_c(name);
  return rt_obj(ci);
}

/* encode(obj, encoding='utf-8', errors='strict') and decode(obj, ...). */
static Value code(const char *fname, bool encode, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"obj", "encoding", "errors"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 1, a);
  Value enc = encoding_arg(fname, a[1]);
  int mark = rt_cleanup_push_value(&enc);
  rt_codec_canonical(enc); /* an unknown encoding first, as CPython's lookup */
  if (!right_input(encode, a[0])) wrong_input(encode, enc, a[0], true);
  if (!rt_is_undef(a[2]) && !rt_is_str(a[2]))
    rt_raise(RT_EXC_TypeError, "%s() argument 'errors' must be str, not %s", fname, rt_type_name(a[2]));
  Value r = transcode(encode, a[0], enc, a[2]);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_encode(ARGS) {
  (void)self;
  return code("encode", true, argc, argv, kw);
}

static Value f_decode(ARGS) {
  (void)self;
  return code("decode", false, argc, argv, kw);
}

static void set_bytes(Value m, const char *name, const char *data, size_t n) {
  rt_module_set(m, name, rt_bytes_new(&rt_bytes_type, data, n));
}

void py_codecs_module_init(Value m) {
  rt_module_add_fn(m, "lookup", f_lookup);
  rt_module_add_fn(m, "encode", f_encode);
  rt_module_add_fn(m, "decode", f_decode);
  set_bytes(m, "BOM_UTF8", "\xEF\xBB\xBF", 3);
  set_bytes(m, "BOM_UTF16_LE", "\xFF\xFE", 2);
  set_bytes(m, "BOM_UTF16_BE", "\xFE\xFF", 2);
  set_bytes(m, "BOM_UTF32_LE", "\xFF\xFE\0\0", 4);
  set_bytes(m, "BOM_UTF32_BE", "\0\0\xFE\xFF", 4);
  /* the machine's byte order (little-endian here, as CPython's on it) */
  set_bytes(m, "BOM", "\xFF\xFE", 2);
  set_bytes(m, "BOM_UTF16", "\xFF\xFE", 2);
  set_bytes(m, "BOM_UTF32", "\xFF\xFE\0\0", 4);
}
