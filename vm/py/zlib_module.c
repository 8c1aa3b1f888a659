/* zlib_module.c — the zlib module over the system's zlib (the library CPython links, so the
 * compressed bytes are the same): compress, decompress (zlib, gzip or raw streams by wbits),
 * crc32, adler32, zlib.error (an Exception) with CPython's messages, and the constants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/buffer.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* err: zlib.error (the functions' bound self). */
static _Noreturn void fail(Value err, const char *msg) {
  Value text = rt_str_from_c(msg);
  rt_cleanup_push_value(&text);
  Value exc = rt_call(err, 1, &text, NULL);
  rt_cleanup_push_value(&exc);
  rt_raise_exc(exc);
}

static const unsigned char *data_arg(Value v, int64_t *n) {
  const char *p = rt_buffer_of(v, n);
  if (!p) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(v));
  return (const unsigned char *)p;
}

static int int_arg(Value v, int dflt) {
  if (rt_is_undef(v)) return dflt;
  int64_t i = rt_to_index(v, NULL);
  if (i < -0x7fffffff || i > 0x7fffffff) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C int");
  return (int)i;
}

static void zs_end_deflate(void *p) { deflateEnd(p); }
static void zs_end_inflate(void *p) { inflateEnd(p); }

static Value z_compress(ARGS) {
  static const char *const names[] = {"", "level", "wbits"};
  Value a[3];
  rt_parse_args("compress", argc, argv, kw, 3, names, 1, a);
  int64_t n;
  const unsigned char *p = data_arg(a[0], &n);
  int level = int_arg(a[1], Z_DEFAULT_COMPRESSION), wbits = int_arg(a[2], MAX_WBITS);
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  int rc = deflateInit2(&zs, level, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
  if (rc == Z_STREAM_ERROR) fail(self, "Bad compression level");
  if (rc != Z_OK) fail(self, "Error while compressing data");
  int mark = rt_cleanup_push(zs_end_deflate, &zs);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  zs.next_in = (Bytef *)p;
  unsigned char out[16384];
  int64_t left = n;
  do {
    uInt chunk = left > 0x40000000 ? 0x40000000u : (uInt)left;
    zs.avail_in = chunk;
    left -= chunk;
    int flush = left ? Z_NO_FLUSH : Z_FINISH;
    do {
      zs.next_out = out;
      zs.avail_out = sizeof out;
      rc = deflate(&zs, flush);
      rt_sb_putn(&sb, (const char *)out, sizeof out - zs.avail_out);
    } while (zs.avail_out == 0);
  } while (left > 0);
  Value r = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value z_decompress(ARGS) {
  static const char *const names[] = {"", "wbits", "bufsize"};
  Value a[3];
  rt_parse_args("decompress", argc, argv, kw, 3, names, 1, a);
  int64_t n;
  const unsigned char *p = data_arg(a[0], &n);
  int wbits = int_arg(a[1], MAX_WBITS);
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  if (inflateInit2(&zs, wbits) != Z_OK) fail(self, "Error -2 while preparing to decompress data: inconsistent stream state");
  int mark = rt_cleanup_push(zs_end_inflate, &zs);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  zs.next_in = (Bytef *)p;
  unsigned char out[16384];
  int64_t left = n;
  int rc = Z_OK;
  do {
    uInt chunk = left > 0x40000000 ? 0x40000000u : (uInt)left;
    zs.avail_in = chunk;
    left -= chunk;
    do {
      zs.next_out = out;
      zs.avail_out = sizeof out;
      rc = inflate(&zs, Z_SYNC_FLUSH);
      if (rc == Z_NEED_DICT || rc == Z_DATA_ERROR || rc == Z_MEM_ERROR || rc == Z_STREAM_ERROR) {
        char msg[200];
        snprintf(msg, sizeof msg, "Error %d while decompressing data: %s", rc == Z_NEED_DICT ? Z_DATA_ERROR : rc,
                 zs.msg ? zs.msg : "incomplete or truncated stream");
        fail(self, msg);
      }
      rt_sb_putn(&sb, (const char *)out, sizeof out - zs.avail_out);
      if (rc == Z_STREAM_END) break;
    } while (zs.avail_out == 0 || zs.avail_in > 0);
  } while (left > 0 && rc != Z_STREAM_END);
  if (rc != Z_STREAM_END) fail(self, "Error -5 while decompressing data: incomplete or truncated stream");
  Value r = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* crc32 and adler32 (data, value=start) over zlib's uInt-sized chunks. */
static Value checksum(const char *fname, uLong (*fn)(uLong, const Bytef *, uInt), uLong start, int argc,
                      const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"", "value"};
  Value a[2];
  rt_parse_args(fname, argc, argv, kw, 2, names, 1, a);
  int64_t n;
  const unsigned char *p = data_arg(a[0], &n);
  uLong v = rt_is_undef(a[1]) ? start : (uLong)((uint64_t)rt_to_index(a[1], NULL) & 0xffffffffu);
  while (n > 0) {
    uInt chunk = n > 0x40000000 ? 0x40000000u : (uInt)n;
    v = fn(v, p, chunk);
    p += chunk;
    n -= chunk;
  }
  return rt_int((int64_t)(v & 0xffffffffu));
}

static Value z_crc32(ARGS) {
  (void)self;
  return checksum("crc32", crc32, 0, argc, argv, kw);
}

static Value z_adler32(ARGS) {
  (void)self;
  return checksum("adler32", adler32, 1, argc, argv, kw);
}

void rt_zlib_module_init(Value m) {
  Value base = rt_exc_class(RT_EXC_Exception);
  Value bases = rt_tuple_from(1, &base);
  Value ns = rt_dict_new();
  Value q = rt_str_from_c("zlib.error");
  rt_dict_set_str(ns, "__qualname__", q);
  rt_decref(q);
  Value args[3] = {rt_str_from_c("error"), bases, ns};
  Value err = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_module_set(m, "error", err);
  rt_module_set(m, "compress", rt_native_bind("compress", z_compress, err));
  rt_module_set(m, "decompress", rt_native_bind("decompress", z_decompress, err));
  rt_module_add_fn(m, "crc32", z_crc32);
  rt_module_add_fn(m, "adler32", z_adler32);
  static const struct {
    const char *name;
    int value;
  } consts[] = {{"MAX_WBITS", MAX_WBITS},         {"DEFLATED", Z_DEFLATED},
                {"DEF_MEM_LEVEL", 8},             {"DEF_BUF_SIZE", 16384},
                {"Z_NO_COMPRESSION", Z_NO_COMPRESSION}, {"Z_BEST_SPEED", Z_BEST_SPEED},
                {"Z_BEST_COMPRESSION", Z_BEST_COMPRESSION}, {"Z_DEFAULT_COMPRESSION", Z_DEFAULT_COMPRESSION},
                {"Z_DEFAULT_STRATEGY", Z_DEFAULT_STRATEGY}, {"Z_FILTERED", Z_FILTERED},
                {"Z_HUFFMAN_ONLY", Z_HUFFMAN_ONLY}, {"Z_RLE", Z_RLE}, {"Z_FIXED", Z_FIXED},
                {"Z_NO_FLUSH", Z_NO_FLUSH}, {"Z_SYNC_FLUSH", Z_SYNC_FLUSH}, {"Z_FULL_FLUSH", Z_FULL_FLUSH},
                {"Z_FINISH", Z_FINISH}};
  for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++) rt_module_set(m, consts[k].name, rt_int(consts[k].value));
  rt_module_set(m, "ZLIB_VERSION", rt_str_from_c(ZLIB_VERSION));
  rt_module_set(m, "ZLIB_RUNTIME_VERSION", rt_str_from_c(zlibVersion()));
}
