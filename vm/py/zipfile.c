/* zipfile.c — the zipfile module's everyday part: ZipFile in modes 'r', 'w' and 'a' (stored or
 * deflated members, deflate by the system's zlib as CPython's), write, writestr, namelist,
 * infolist, getinfo, read, extract, extractall, printdir, close and `with`; ZipInfo's fields;
 * is_zipfile, BadZipFile, ZIP_STORED/ZIP_DEFLATED. An archive is held in memory: read whole
 * when opened, written whole (CPython's layout: no extra fields, version 2.0, made on Unix)
 * when closed. No ZIP64, encryption, comments, open() streams or testzip. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ZipState {
  Value info_class, bad_zip; /* borrowed: the module holds them */
} ZipState;
static RtStateKey zip_key = {"zipfile's classes", sizeof(ZipState), NULL, NULL, 0};
static ZipState *zstate(void) { return rt_runtime_state(&zip_key); }

static void set_owned(Value obj, const char *name, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

static int64_t int_attr(Value obj, const char *name) {
  Value v = rt_getattr(obj, name);
  int64_t i = v.tag == RT_INT ? v.as.i : 0;
  rt_decref(v);
  return i;
}

static _Noreturn void bad_zip(const char *msg) {
  Value text = rt_str_from_c(msg);
  rt_cleanup_push_value(&text);
  Value exc = rt_call(zstate()->bad_zip, 1, &text, NULL);
  rt_cleanup_push_value(&exc);
  rt_raise_exc(exc);
}

static void check_open(Value self) {
  Value c = rt_getattr(self, "_closed");
  bool closed = rt_truthy(c);
  rt_decref(c);
  if (closed) rt_raise(RT_EXC_ValueError, "Attempt to use ZIP archive that was already closed");
}

static const char *str_attr(Value obj, const char *name, Value *hold) {
  *hold = rt_getattr(obj, name);
  return rt_is_str(*hold) ? rt_str_data(*hold) : "";
}

/* ---- compression ---- */

/* Raw deflate at zlib's default level, as CPython's zipfile compressor. */
static Value deflate_raw(const uint8_t *p, size_t n) {
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  uLong cap = deflateBound(&z, (uLong)n);
  uint8_t *out = malloc(cap ? cap : 1);
  if (!out) {
    deflateEnd(&z);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  z.next_in = (Bytef *)p;
  z.avail_in = (uInt)n;
  z.next_out = out;
  z.avail_out = (uInt)cap;
  int rc = deflate(&z, Z_FINISH);
  size_t got = z.total_out;
  deflateEnd(&z);
  if (rc != Z_STREAM_END) {
    free(out);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  Value r = rt_bytes_new(&rt_bytes_type, out, got);
  free(out);
  return r;
}

static Value inflate_raw(const uint8_t *p, size_t n, size_t usize) {
  uint8_t *out = malloc(usize ? usize : 1);
  if (!out) rt_raise(RT_EXC_MemoryError, "%s", "");
  z_stream z;
  memset(&z, 0, sizeof z);
  if (inflateInit2(&z, -15) != Z_OK) {
    free(out);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  z.next_in = (Bytef *)p;
  z.avail_in = (uInt)n;
  z.next_out = out;
  z.avail_out = (uInt)usize;
  int rc = inflate(&z, Z_FINISH);
  size_t got = z.total_out;
  inflateEnd(&z);
  if ((rc != Z_STREAM_END && !(rc == Z_BUF_ERROR && usize == 0)) || got != usize) {
    free(out);
    rt_raise(RT_EXC_ValueError, "Error -3 while decompressing data: invalid stored block lengths");
  }
  Value r = rt_bytes_new(&rt_bytes_type, out, got);
  free(out);
  return r;
}

/* ---- ZipInfo ---- */

static Value new_info(const char *name, const int dt[6]) {
  Value info = rt_call(zstate()->info_class, 0, NULL, NULL);
  int mark = rt_cleanup_push_value(&info);
  set_owned(info, "filename", rt_str_from_c(name));
  set_owned(info, "orig_filename", rt_str_from_c(name));
  Value items[6];
  for (int k = 0; k < 6; k++) items[k] = rt_int(dt[k]);
  set_owned(info, "date_time", rt_tuple_from(6, items));
  set_owned(info, "compress_type", rt_int(0));
  set_owned(info, "CRC", rt_int(0));
  set_owned(info, "file_size", rt_int(0));
  set_owned(info, "compress_size", rt_int(0));
  set_owned(info, "external_attr", rt_int(0));
  set_owned(info, "header_offset", rt_int(0));
  set_owned(info, "comment", rt_bytes_new(&rt_bytes_type, "", 0));
  rt_cleanup_pop(mark, false);
  return info;
}

/* ZipInfo(filename='NoName', date_time=(1980, 1, 1, 0, 0, 0)) */
static Value zi_init(ARGS) {
  (void)data;
  static const char *const names[] = {"filename", "date_time"};
  Value a[2];
  rt_parse_args("ZipInfo", argc - 1, argv + 1, kw, 2, names, 0, a);
  Value self = argv[0];
  int dt[6] = {1980, 1, 1, 0, 0, 0};
  set_owned(self, "date_time", rt_tuple_from(6, (Value[6]){rt_int(dt[0]), rt_int(dt[1]), rt_int(dt[2]), rt_int(0), rt_int(0), rt_int(0)}));
  if (!rt_is_undef(a[1])) rt_setattr(self, "date_time", a[1]);
  Value name = rt_is_undef(a[0]) ? rt_str_from_c("NoName") : (rt_incref(a[0]), a[0]);
  rt_setattr(self, "orig_filename", name);
  set_owned(self, "filename", name);
  static const char *const zeros[] = {"compress_type", "CRC", "file_size", "compress_size", "external_attr", "header_offset"};
  for (size_t k = 0; k < sizeof zeros / sizeof zeros[0]; k++) rt_setattr(self, zeros[k], rt_int(0));
  set_owned(self, "comment", rt_bytes_new(&rt_bytes_type, "", 0));
  return rt_none();
}

static Value zi_is_dir(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value hold;
  const char *n = str_attr(argv[0], "filename", &hold);
  size_t len = strlen(n);
  bool d = len > 0 && n[len - 1] == '/';
  rt_decref(hold);
  return rt_bool(d);
}

/* ---- reading an archive ---- */

static uint32_t le16(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }
static uint32_t le32(const uint8_t *p) { return le16(p) | le16(p + 2) << 16; }

/* Reads path's central directory into self's _infos and payloads; false when it is no zip. */
static bool load_archive(Value self, const uint8_t *buf, size_t n) {
  if (n < 22) return false;
  size_t e = n - 22;
  size_t lowest = n > 22 + 65535 ? n - 22 - 65535 : 0;
  while (le32(buf + e) != 0x06054b50) {
    if (e == lowest) return false;
    e--;
  }
  uint32_t count = le16(buf + e + 10), cd_size = le32(buf + e + 12), cd_off = le32(buf + e + 16);
  if ((size_t)cd_off + cd_size > e) return false;
  Value infos = rt_getattr(self, "_infos");
  int mark = rt_cleanup_push_value(&infos);
  Value payload = rt_getattr(self, "_payload");
  rt_cleanup_push_value(&payload);
  Value info = rt_undef(), bytes = rt_undef(), key = rt_undef(); /* each member's, in turn */
  rt_cleanup_push_value(&info);
  rt_cleanup_push_value(&bytes);
  rt_cleanup_push_value(&key);
  size_t p = cd_off;
  for (uint32_t k = 0; k < count; k++) {
    if (p + 46 > e || le32(buf + p) != 0x02014b50) bad_zip("Bad magic number for central directory");
    uint32_t method = le16(buf + p + 10), tm = le16(buf + p + 12), dd = le16(buf + p + 14);
    uint32_t crc = le32(buf + p + 16), csize = le32(buf + p + 20), usize = le32(buf + p + 24);
    uint32_t nlen = le16(buf + p + 28), xlen = le16(buf + p + 30), clen = le16(buf + p + 32);
    uint32_t ext = le32(buf + p + 38), off = le32(buf + p + 42);
    if (p + 46 + nlen > e) bad_zip("Truncated central directory");
    if ((size_t)off + 30 > n || le32(buf + off) != 0x04034b50) bad_zip("Bad magic number for file header");
    size_t start = (size_t)off + 30 + le16(buf + off + 26) + le16(buf + off + 28);
    if (start + csize > n) bad_zip("Truncated file header");
    char *name = rt_malloc(nlen + 1);
    memcpy(name, buf + p + 46, nlen);
    name[nlen] = '\0';
    int dt[6] = {(int)(dd >> 9) + 1980, (int)(dd >> 5) & 15, (int)dd & 31,
                 (int)(tm >> 11), (int)(tm >> 5) & 63, (int)(tm & 31) * 2};
    key = rt_str_from_c(name);
    free(name);
    info = new_info(rt_str_data(key), dt);
    rt_setattr(info, "compress_type", rt_int(method));
    rt_setattr(info, "CRC", rt_int(crc));
    rt_setattr(info, "file_size", rt_int(usize));
    rt_setattr(info, "compress_size", rt_int(csize));
    rt_setattr(info, "external_attr", rt_int(ext));
    rt_setattr(info, "header_offset", rt_int(off));
    bytes = rt_bytes_new(&rt_bytes_type, buf + start, csize);
    rt_setitem(payload, key, bytes);
    rt_list_append(infos, info);
    rt_decref(info), rt_decref(bytes), rt_decref(key);
    info = bytes = key = rt_undef();
    p += 46 + (size_t)nlen + xlen + clen;
  }
  rt_cleanup_pop(mark, true);
  return true;
}

static uint8_t *read_whole(const char *path, size_t *n, Value name) {
  FILE *f = fopen(path, "rb");
  if (!f) rt_raise_os_error(errno, name);
  StrBuf sb;
  rt_sb_init(&sb);
  char chunk[65536];
  size_t got;
  while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(&sb, chunk, got);
  fclose(f);
  *n = sb.len;
  if (!sb.data) return rt_calloc(1, 1);
  return (uint8_t *)sb.data;
}

/* ---- ZipFile ---- */

static int mode_of(Value self) {
  Value hold;
  const char *m = str_attr(self, "mode", &hold);
  int c = m[0];
  rt_decref(hold);
  return c;
}

/* ZipFile(file, mode='r', compression=ZIP_STORED, allowZip64=True, compresslevel=None) */
static Value zf_init(ARGS) {
  (void)data;
  static const char *const names[] = {"file", "mode", "compression", "allowZip64", "compresslevel"};
  Value a[5];
  rt_parse_args("ZipFile", argc - 1, argv + 1, kw, 5, names, 1, a);
  Value self = argv[0];
  const char *ptext = rt_pathlib_text(a[0]);
  Value name = ptext ? rt_str_from_c(ptext) : (rt_incref(a[0]), a[0]);
  int mark = rt_cleanup_push_value(&name);
  if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "ZipFile needs a file name (file objects are not supported in Weft)");
  const char *mode = rt_is_undef(a[1]) ? "r" : rt_is_str(a[1]) ? rt_str_data(a[1]) : "?";
  if (strcmp(mode, "r") != 0 && strcmp(mode, "w") != 0 && strcmp(mode, "a") != 0 && strcmp(mode, "x") != 0) {
    rt_raise(RT_EXC_ValueError, "ZipFile requires mode 'r', 'w', 'x', or 'a'");
  }
  int64_t comp = rt_is_undef(a[2]) ? 0 : a[2].tag == RT_INT ? a[2].as.i : -1;
  if (comp == 12 || comp == 14) {
    rt_raise(RT_EXC_RuntimeError, "Compression requires the (missing) %s module", comp == 12 ? "bz2" : "lzma");
  }
  if (comp != 0 && comp != 8) rt_raise(RT_EXC_NotImplementedError, "That compression method is not supported");
  rt_setattr(self, "filename", name);
  set_owned(self, "mode", rt_str_from_c(mode));
  rt_setattr(self, "compression", rt_int(comp));
  rt_setattr(self, "_closed", rt_bool(false));
  set_owned(self, "_infos", rt_list_new(0));
  set_owned(self, "_payload", rt_dict_new());
  set_owned(self, "comment", rt_bytes_new(&rt_bytes_type, "", 0));
  const char *path = rt_str_data(name);
  struct stat st;
  bool exists = stat(path, &st) == 0;
  if (mode[0] == 'x' && exists) rt_raise_os_error(EEXIST, name);
  if (mode[0] == 'r' || (mode[0] == 'a' && exists)) {
    size_t n = 0;
    uint8_t *buf = read_whole(path, &n, name);
    bool ok;
    {
      int bm = rt_cleanup_push(free, buf);
      ok = load_archive(self, buf, n);
      rt_cleanup_pop(bm, true);
    }
    if (!ok && mode[0] == 'r') bad_zip("File is not a zip file");
    if (!ok) bad_zip("File is not a zip file");
  } else {
    FILE *f = fopen(path, "wb"); /* created now, as CPython's open() of it */
    if (!f) rt_raise_os_error(errno, name);
    fclose(f);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static void put16(StrBuf *sb, uint32_t v) {
  char b[2] = {(char)(v & 255), (char)(v >> 8 & 255)};
  rt_sb_putn(sb, b, 2);
}

static void put32(StrBuf *sb, uint32_t v) {
  put16(sb, v & 0xffff);
  put16(sb, v >> 16);
}

static void dos_time(Value info, uint32_t *tm, uint32_t *dd) {
  Value dt = rt_getattr(info, "date_time");
  int mark = rt_cleanup_push_value(&dt);
  int64_t f[6] = {1980, 1, 1, 0, 0, 0};
  for (int k = 0; k < 6 && rt_is_tuple(dt) && k < rt_len(dt); k++) {
    Value v = rt_getitem(dt, rt_int(k));
    if (v.tag == RT_INT) f[k] = v.as.i;
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
  if (f[0] < 1980) rt_raise(RT_EXC_ValueError, "ZIP does not support timestamps before 1980");
  for (int k = 0; k < 6; k++) {
    if (f[k] < 0 || f[k] > 0xffff || (k == 0 && f[0] > 2107)) {
      rt_raise(RT_EXC_ValueError, "ushort format requires 0 <= number <= (0x7fff * 2 + 1)");
    }
  }
  *dd = (uint32_t)((f[0] - 1980) << 9 | f[1] << 5 | f[2]);
  *tm = (uint32_t)(f[3] << 11 | f[4] << 5 | f[5] / 2);
}

/* The whole archive, CPython's layout: each local header and data, the central directory, the
 * end record. */
static void write_archive(Value self) {
  Value hold = rt_undef(), infos = rt_undef(), payload = rt_undef();
  int mark = rt_cleanup_push_value(&hold);
  rt_cleanup_push_value(&infos);
  rt_cleanup_push_value(&payload);
  const char *path = str_attr(self, "filename", &hold);
  infos = rt_getattr(self, "_infos");
  payload = rt_getattr(self, "_payload");
  StrBuf out, cd;
  rt_sb_init(&out);
  rt_sb_init(&cd);
  rt_sb_cleanup_push(&out);
  rt_sb_cleanup_push(&cd);
  List *l = RT_AS(List, infos);
  for (int64_t k = 0; k < l->n; k++) {
    Value info = l->items[k];
    Value fname = rt_getattr(info, "filename");
    int fm = rt_cleanup_push_value(&fname);
    Value body = rt_getitem(payload, fname);
    rt_cleanup_push_value(&body);
    const char *nm = rt_str_data(fname);
    uint32_t nlen = (uint32_t)strlen(nm);
    bool utf8 = false;
    for (const char *q = nm; *q; q++) utf8 = utf8 || (unsigned char)*q >= 0x80;
    uint32_t flags = utf8 ? 0x800 : 0, tm, dd;
    dos_time(info, &tm, &dd);
    uint32_t method = (uint32_t)int_attr(info, "compress_type");
    uint32_t crc = (uint32_t)int_attr(info, "CRC");
    uint32_t csize = (uint32_t)int_attr(info, "compress_size"), usize = (uint32_t)int_attr(info, "file_size");
    uint32_t ext = (uint32_t)int_attr(info, "external_attr");
    uint32_t off = (uint32_t)out.len;
    rt_setattr(info, "header_offset", rt_int(off));
    put32(&out, 0x04034b50);
    put16(&out, 20), put16(&out, flags), put16(&out, method), put16(&out, tm), put16(&out, dd);
    put32(&out, crc), put32(&out, csize), put32(&out, usize), put16(&out, nlen), put16(&out, 0);
    rt_sb_putn(&out, nm, nlen);
    Bytes *b = RT_AS(Bytes, body);
    if (b->n) rt_sb_putn(&out, (const char *)b->data, (size_t)b->n);
    put32(&cd, 0x02014b50);
    put16(&cd, 3 << 8 | 20), put16(&cd, 20), put16(&cd, flags), put16(&cd, method), put16(&cd, tm), put16(&cd, dd);
    put32(&cd, crc), put32(&cd, csize), put32(&cd, usize), put16(&cd, nlen), put16(&cd, 0), put16(&cd, 0);
    put16(&cd, 0), put16(&cd, 0), put32(&cd, ext), put32(&cd, off);
    rt_sb_putn(&cd, nm, nlen);
    rt_cleanup_pop(fm, true);
  }
  uint32_t cd_off = (uint32_t)out.len, cd_size = (uint32_t)cd.len;
  if (cd.len) rt_sb_putn(&out, cd.data, cd.len);
  put32(&out, 0x06054b50);
  put16(&out, 0), put16(&out, 0), put16(&out, (uint32_t)l->n), put16(&out, (uint32_t)l->n);
  put32(&out, cd_size), put32(&out, cd_off), put16(&out, 0);
  FILE *f = fopen(path, "wb");
  if (!f) rt_raise_os_error(errno, hold);
  size_t wrote = fwrite(out.data, 1, out.len, f);
  int err = fclose(f);
  if (wrote != out.len || err != 0) rt_raise_os_error(errno ? errno : EIO, hold);
  rt_cleanup_pop(mark, true);
}

static Value zf_close(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value self = argv[0];
  Value c = rt_getattr(self, "_closed");
  bool closed = rt_truthy(c);
  rt_decref(c);
  if (closed) return rt_none();
  rt_setattr(self, "_closed", rt_bool(true));
  if (mode_of(self) != 'r') write_archive(self);
  return rt_none();
}

static Value zf_enter(ARGS) {
  (void)data, (void)argc, (void)kw;
  rt_incref(argv[0]);
  return argv[0];
}

static Value zf_exit(ARGS) {
  (void)argc, (void)kw;
  zf_close(data, 1, argv, NULL);
  return rt_bool(false);
}

/* Adds a member: data (the uncompressed bytes) compressed by compress_type. */
static void add_member(Value self, Value info, const uint8_t *p, size_t n, int64_t ctype) {
  check_open(self);
  int m = mode_of(self);
  if (m == 'r') rt_raise(RT_EXC_ValueError, "write() requires mode 'w', 'x', or 'a'");
  if (int_attr(info, "external_attr") == 0) rt_setattr(info, "external_attr", rt_int((int64_t)0600 << 16)); /* ?rw------- */
  uint32_t crc = (uint32_t)crc32(0L, p, (uInt)n);
  Value body = ctype == 8 ? deflate_raw(p, n) : rt_bytes_new(&rt_bytes_type, p, n);
  int mark = rt_cleanup_push_value(&body);
  rt_setattr(info, "compress_type", rt_int(ctype));
  rt_setattr(info, "CRC", rt_int(crc));
  rt_setattr(info, "file_size", rt_int((int64_t)n));
  rt_setattr(info, "compress_size", rt_int(RT_AS(Bytes, body)->n));
  Value key = rt_getattr(info, "filename");
  rt_cleanup_push_value(&key);
  Value payload = rt_getattr(self, "_payload");
  rt_cleanup_push_value(&payload);
  Value infos = rt_getattr(self, "_infos");
  rt_cleanup_push_value(&infos);
  if (!rt_is_undef(rt_dict_get(payload, key))) {
    /* a second member of the same name: CPython warns and keeps both; the later one wins here */
    List *l = RT_AS(List, infos);
    for (int64_t k = 0; k < l->n; k++) {
      Value fn = rt_getattr(l->items[k], "filename");
      bool same = rt_equal(fn, key);
      rt_decref(fn);
      if (same) {
        rt_decref(l->items[k]);
        rt_incref(info);
        l->items[k] = info;
        break;
      }
    }
  } else {
    rt_list_append(infos, info);
  }
  rt_setitem(payload, key, body);
  rt_cleanup_pop(mark, true);
}

/* A member name as CPython's ZipInfo.from_file makes it: no drive, no leading slashes, "/". */
static Value arc_name(const char *s) {
  while (*s == '/') s++;
  Value a = rt_str_from_c(s);
  int mark = rt_cleanup_push_value(&a);
  Value osp = rt_import("os.path");
  rt_cleanup_push_value(&osp);
  Value norm = rt_getattr(osp, "normpath");
  rt_cleanup_push_value(&norm);
  Value r = rt_call(norm, 1, &a, NULL);
  rt_cleanup_pop(mark, true);
  if (strcmp(rt_str_data(r), ".") == 0) {
    rt_decref(r);
    r = rt_str_from_c("");
  }
  return r;
}

static void local_date_time(time_t t, int dt[6]) {
  struct tm tmv;
  if (!localtime_r(&t, &tmv)) memset(&tmv, 0, sizeof tmv);
  int v[6] = {tmv.tm_year + 1900, tmv.tm_mon + 1, tmv.tm_mday, tmv.tm_hour, tmv.tm_min, tmv.tm_sec};
  if (v[0] < 1980) {
    int lo[6] = {1980, 1, 1, 0, 0, 0};
    memcpy(v, lo, sizeof v);
  }
  memcpy(dt, v, sizeof v);
}

/* write(filename, arcname=None, compress_type=None, compresslevel=None) */
static Value zf_write(ARGS) {
  (void)data;
  static const char *const names[] = {"filename", "arcname", "compress_type", "compresslevel"};
  Value a[4];
  rt_parse_args("write", argc - 1, argv + 1, kw, 4, names, 1, a);
  Value self = argv[0];
  check_open(self);
  if (mode_of(self) == 'r') rt_raise(RT_EXC_ValueError, "write() requires mode 'w', 'x', or 'a'");
  const char *ptext = rt_pathlib_text(a[0]);
  Value fname = ptext ? rt_str_from_c(ptext) : (rt_incref(a[0]), a[0]);
  int mark = rt_cleanup_push_value(&fname);
  if (!rt_is_str(fname)) rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  const char *path = rt_str_data(fname);
  struct stat st;
  if (stat(path, &st) != 0) rt_raise_os_error(errno, fname);
  bool isdir = S_ISDIR(st.st_mode);
  const char *at = rt_pathlib_text(a[1]);
  Value an = rt_undef();
  rt_cleanup_push_value(&an);
  an = arc_name(!rt_is_undef(a[1]) && !rt_is_none(a[1]) ? (at ? at : rt_is_str(a[1]) ? rt_str_data(a[1]) : path) : path);
  StrBuf nm;
  rt_sb_init(&nm);
  rt_sb_cleanup_push(&nm);
  rt_sb_puts(&nm, rt_str_data(an));
  if (isdir) rt_sb_puts(&nm, "/");
  int dt[6];
  local_date_time(st.st_mtime, dt);
  Value info = rt_undef();
  rt_cleanup_push_value(&info);
  info = new_info(nm.data ? nm.data : "", dt);
  rt_setattr(info, "external_attr", rt_int((int64_t)(st.st_mode & 0xFFFF) << 16 | (isdir ? 0x10 : 0)));
  int64_t ctype = !rt_is_undef(a[2]) && !rt_is_none(a[2]) && a[2].tag == RT_INT ? a[2].as.i : int_attr(self, "compression");
  if (isdir) {
    add_member(self, info, (const uint8_t *)"", 0, 0);
  } else {
    size_t n = 0;
    uint8_t *buf = read_whole(path, &n, fname);
    int bm = rt_cleanup_push(free, buf);
    add_member(self, info, buf, n, ctype);
    rt_cleanup_pop(bm, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* writestr(zinfo_or_arcname, data, compress_type=None, compresslevel=None) */
static Value zf_writestr(ARGS) {
  (void)data;
  static const char *const names[] = {"zinfo_or_arcname", "data", "compress_type", "compresslevel"};
  Value a[4];
  rt_parse_args("writestr", argc - 1, argv + 1, kw, 4, names, 2, a);
  Value self = argv[0];
  check_open(self);
  if (mode_of(self) == 'r') rt_raise(RT_EXC_ValueError, "write() requires mode 'w', 'x', or 'a'");
  Value body = rt_undef(), info = rt_undef();
  int mark = rt_cleanup_push_value(&body);
  rt_cleanup_push_value(&info);
  if (rt_is_str(a[1])) {
    body = rt_str_encode(a[1], 0, NULL, NULL);
  } else if (rt_is_bytes_like(a[1])) {
    rt_incref(a[1]);
    body = a[1];
  } else {
    rt_raise(RT_EXC_TypeError, "object of type '%s' has no len()", rt_type_name(a[1]));
  }
  int64_t ctype;
  if (rt_is_str(a[0])) {
    int dt[6];
    local_date_time(time(NULL), dt);
    info = new_info(rt_str_data(a[0]), dt);
    size_t len = strlen(rt_str_data(a[0]));
    bool isdir = len > 0 && rt_str_data(a[0])[len - 1] == '/';
    rt_setattr(info, "external_attr", rt_int(isdir ? ((int64_t)040775 << 16 | 0x10) : (int64_t)0600 << 16));
    ctype = int_attr(self, "compression");
  } else {
    rt_incref(a[0]);
    info = a[0];
    ctype = int_attr(info, "compress_type");
  }
  if (!rt_is_undef(a[2]) && !rt_is_none(a[2]) && a[2].tag == RT_INT) ctype = a[2].as.i;
  Bytes *b = RT_AS(Bytes, body);
  add_member(self, info, b->data, (size_t)b->n, ctype);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value zf_namelist(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value infos = rt_getattr(argv[0], "_infos");
  int mark = rt_cleanup_push_value(&infos);
  List *l = RT_AS(List, infos);
  Value out = rt_list_new(l->n);
  rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < l->n; k++) {
    Value fn = rt_getattr(l->items[k], "filename");
    rt_list_append(out, fn);
    rt_decref(fn);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value zf_infolist(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value infos = rt_getattr(argv[0], "_infos");
  int mark = rt_cleanup_push_value(&infos);
  List *l = RT_AS(List, infos);
  Value out = rt_list_new(l->n);
  for (int64_t k = 0; k < l->n; k++) rt_list_append(out, l->items[k]);
  rt_cleanup_pop(mark, true);
  return out;
}

/* The ZipInfo of member (a name or a ZipInfo), new reference; KeyError as CPython's. */
static Value find_info(Value self, Value member) {
  if (!rt_is_str(member)) {
    rt_incref(member);
    return member;
  }
  Value infos = rt_getattr(self, "_infos");
  int mark = rt_cleanup_push_value(&infos);
  List *l = RT_AS(List, infos);
  for (int64_t k = l->n - 1; k >= 0; k--) {
    Value fn = rt_getattr(l->items[k], "filename");
    bool same = rt_equal(fn, member);
    rt_decref(fn);
    if (same) {
      Value r = l->items[k];
      rt_incref(r);
      rt_cleanup_pop(mark, true);
      return r;
    }
  }
  Value r = rt_repr(member);
  rt_cleanup_push_value(&r);
  Value msg = rt_str_printf("There is no item named %s in the archive", rt_str_data(r));
  rt_cleanup_push_value(&msg);
  Value exc = rt_call(rt_exc_class(RT_EXC_KeyError), 1, &msg, NULL);
  rt_cleanup_push_value(&exc);
  rt_raise_exc(exc);
}

static Value zf_getinfo(ARGS) {
  (void)data;
  rt_check_args("getinfo", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  check_open(argv[0]);
  return find_info(argv[0], argv[1]);
}

/* The uncompressed bytes of a member (CRC checked, BadZipFile as CPython's). */
static Value member_bytes(Value self, Value member) {
  check_open(self);
  Value info = find_info(self, member);
  int mark = rt_cleanup_push_value(&info);
  Value key = rt_getattr(info, "filename");
  rt_cleanup_push_value(&key);
  Value payload = rt_getattr(self, "_payload");
  rt_cleanup_push_value(&payload);
  Value body = rt_dict_get(payload, key);
  if (rt_is_undef(body)) body = rt_bytes_new(&rt_bytes_type, "", 0);
  else rt_incref(body);
  rt_cleanup_push_value(&body);
  int64_t ctype = int_attr(info, "compress_type"), usize = int_attr(info, "file_size");
  Bytes *b = RT_AS(Bytes, body);
  Value r;
  if (ctype == 8) r = inflate_raw(b->data, (size_t)b->n, (size_t)(usize < 0 ? 0 : usize));
  else if (ctype == 0) r = (rt_incref(body), body);
  else rt_raise(RT_EXC_NotImplementedError, "That compression method is not supported");
  rt_cleanup_push_value(&r);
  Bytes *rb = RT_AS(Bytes, r);
  uint32_t crc = (uint32_t)crc32(0L, rb->data, (uInt)rb->n);
  if (crc != (uint32_t)int_attr(info, "CRC")) {
    Value rep = rt_repr(key);
    rt_cleanup_push_value(&rep);
    char msg[512];
    snprintf(msg, sizeof msg, "Bad CRC-32 for file %s", rt_str_data(rep));
    bad_zip(msg);
  }
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value zf_read(ARGS) {
  (void)data;
  static const char *const names[] = {"name", "pwd"};
  Value a[2];
  rt_parse_args("read", argc - 1, argv + 1, kw, 2, names, 1, a);
  if (mode_of(argv[0]) != 'r' && mode_of(argv[0]) != 'a') {
    rt_raise(RT_EXC_ValueError, "read() requires mode 'r'");
  }
  return member_bytes(argv[0], a[0]);
}

/* mkdir -p of path (its parents made as needed, as os.makedirs); OSError as CPython's. */
static void make_dirs(const char *path) {
  struct stat st;
  if (!*path || stat(path, &st) == 0) return;
  char *tmp = rt_malloc(strlen(path) + 1);
  strcpy(tmp, path);
  int mark = rt_cleanup_push(free, tmp);
  for (char *q = tmp + 1; ; q++) {
    if (*q == '/' || *q == '\0') {
      char c = *q;
      *q = '\0';
      if (stat(tmp, &st) != 0 && mkdir(tmp, 0777) != 0 && errno != EEXIST) {
        Value p = rt_str_from_c(tmp);
        rt_cleanup_push_value(&p);
        rt_raise_os_error(errno, p);
      }
      *q = c;
      if (c == '\0') break;
    }
  }
  rt_cleanup_pop(mark, true);
}

/* Extracts one member under dir (path parts "", "." and ".." dropped, as CPython's); returns
 * the path written. */
static Value extract_one(Value self, Value member, const char *dir) {
  Value info = find_info(self, member);
  int mark = rt_cleanup_push_value(&info);
  Value key = rt_getattr(info, "filename");
  rt_cleanup_push_value(&key);
  StrBuf target;
  rt_sb_init(&target);
  rt_sb_cleanup_push(&target);
  rt_sb_puts(&target, dir);
  make_dirs(dir);
  const char *n = rt_str_data(key);
  bool isdir = *n && n[strlen(n) - 1] == '/';
  while (*n) {
    size_t len = strcspn(n, "/");
    bool skip = len == 0 || (len == 1 && n[0] == '.') || (len == 2 && n[0] == '.' && n[1] == '.');
    if (!skip) {
      if (target.len && target.data[target.len - 1] != '/') rt_sb_putc(&target, '/');
      rt_sb_putn(&target, n, len);
      struct stat st;
      bool last = n[len] == '\0' || (n[len] == '/' && n[len + 1] == '\0');
      if ((!last || isdir) && stat(target.data, &st) != 0 && mkdir(target.data, 0777) != 0) {
        Value p = rt_str_from_c(target.data);
        rt_cleanup_push_value(&p);
        rt_raise_os_error(errno, p);
      }
    }
    n += len + (n[len] == '/');
  }
  Value path = rt_str_from_c(target.data ? target.data : dir);
  rt_cleanup_push_value(&path);
  Value bytes = rt_undef();
  rt_cleanup_push_value(&bytes);
  if (!isdir) {
    bytes = member_bytes(self, info);
    FILE *f = fopen(rt_str_data(path), "wb");
    if (!f) rt_raise_os_error(errno, path);
    Bytes *b = RT_AS(Bytes, bytes);
    size_t wrote = b->n ? fwrite(b->data, 1, (size_t)b->n, f) : 0;
    int err = fclose(f);
    if (wrote != (size_t)b->n || err != 0) rt_raise_os_error(errno ? errno : EIO, path);
  }
  rt_incref(path);
  rt_cleanup_pop(mark, true);
  return path;
}

static Value dir_arg(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) {
    char buf[4096];
    if (!getcwd(buf, sizeof buf)) rt_raise_os_error(errno, rt_undef());
    return rt_str_from_c(buf);
  }
  const char *t = rt_pathlib_text(v);
  if (t) return rt_str_from_c(t);
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
  rt_incref(v);
  return v;
}

static Value zf_extract(ARGS) {
  (void)data;
  static const char *const names[] = {"member", "path", "pwd"};
  Value a[3];
  rt_parse_args("extract", argc - 1, argv + 1, kw, 3, names, 1, a);
  check_open(argv[0]);
  Value dir = dir_arg(a[1]);
  int mark = rt_cleanup_push_value(&dir);
  Value r = extract_one(argv[0], a[0], rt_str_data(dir));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value zf_extractall(ARGS) {
  (void)data;
  static const char *const names[] = {"path", "members", "pwd"};
  Value a[3];
  rt_parse_args("extractall", argc - 1, argv + 1, kw, 3, names, 0, a);
  check_open(argv[0]);
  Value dir = dir_arg(a[0]);
  int mark = rt_cleanup_push_value(&dir);
  Value members = rt_undef();
  rt_cleanup_push_value(&members);
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) members = zf_namelist(rt_none(), 1, argv, NULL);
  else members = rt_call(rt_builtin_lookup("list"), 1, &a[1], NULL);
  List *l = RT_AS(List, members);
  for (int64_t k = 0; k < l->n; k++) rt_decref(extract_one(argv[0], l->items[k], rt_str_data(dir)));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* printdir(): CPython's table of names, modification times and sizes, to stdout. */
static Value zf_printdir(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value infos = rt_getattr(argv[0], "_infos");
  int mark = rt_cleanup_push_value(&infos);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%-46s %19s %12s\n", "File Name", "Modified    ", "Size");
  List *l = RT_AS(List, infos);
  for (int64_t k = 0; k < l->n; k++) {
    Value fn = rt_getattr(l->items[k], "filename");
    Value dt = rt_getattr(l->items[k], "date_time");
    int64_t f[6] = {0};
    for (int j = 0; j < 6 && j < rt_len(dt); j++) {
      Value v = rt_getitem(dt, rt_int(j));
      f[j] = v.tag == RT_INT ? v.as.i : 0;
      rt_decref(v);
    }
    rt_decref(dt);
    rt_sb_printf(&sb, "%-46s %d-%02d-%02d %02d:%02d:%02d %12lld\n", rt_str_data(fn), (int)f[0], (int)f[1],
                 (int)f[2], (int)f[3], (int)f[4], (int)f[5], (long long)int_attr(l->items[k], "file_size"));
    rt_decref(fn);
  }
  Value text = rt_str_new(sb.data, sb.len - 1); /* print adds the last newline */
  rt_cleanup_push_value(&text);
  rt_decref(rt_call(rt_builtin_lookup("print"), 1, &text, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value zf_repr(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value hold = rt_undef();
  int mark = rt_cleanup_push_value(&hold);
  Value fn = rt_getattr(argv[0], "filename");
  rt_cleanup_push_value(&fn);
  Value r = rt_repr(fn);
  rt_cleanup_push_value(&r);
  const char *m = str_attr(argv[0], "mode", &hold);
  Value c = rt_getattr(argv[0], "_closed");
  bool closed = rt_truthy(c);
  rt_decref(c);
  Value out = closed ? rt_str_printf("<zipfile.ZipFile [closed]>")
                     : rt_str_printf("<zipfile.ZipFile filename=%s mode='%s'>", rt_str_data(r), m);
  rt_cleanup_pop(mark, true);
  return out;
}

/* is_zipfile(filename): whether it ends with a zip's end record. */
static Value z_is_zipfile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("is_zipfile", argc, kw, 1, 1, RT_ARGS_NONE);
  const char *t = rt_pathlib_text(argv[0]);
  if (!t && !rt_is_str(argv[0])) return rt_bool(false);
  FILE *f = fopen(t ? t : rt_str_data(argv[0]), "rb");
  if (!f) return rt_bool(false);
  bool ok = false;
  if (fseek(f, 0, SEEK_END) == 0) {
    long size = ftell(f);
    long from = size > 22 + 65535 ? size - 22 - 65535 : 0;
    if (size >= 22 && fseek(f, from, SEEK_SET) == 0) {
      size_t n = (size_t)(size - from);
      uint8_t *buf = malloc(n);
      if (buf && fread(buf, 1, n, f) == n) {
        for (size_t e = n - 22 + 1; e-- > 0 && !ok;) ok = le32(buf + e) == 0x06054b50;
      }
      free(buf);
    }
  }
  fclose(f);
  return rt_bool(ok);
}

typedef struct Method {
  const char *name;
  NativeFn fn;
} Method;

static Value make_class(const char *name, Value base, const Method *ms, size_t n) {
  Value b = rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, b);
  rt_decref(b);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__module__", rt_str_from_c("zipfile"));
  for (size_t k = 0; k < n; k++) {
    char qual[128];
    snprintf(qual, sizeof qual, "%s.%s", name, ms[k].name);
    rt_class_set(c, ms[k].name, rt_native_method_new(ms[k].name, qual, ms[k].fn, rt_none()));
  }
  rt_class_finish(cls, rt_none());
  return cls;
}

void rt_zipfile_module_init(Value m) {
  ZipState *st = zstate();
  Value base = rt_exc_class(RT_EXC_Exception);
  Value bases = rt_tuple_from(1, &base);
  Value ns = rt_dict_new();
  Value q = rt_str_from_c("BadZipFile");
  rt_dict_set_str(ns, "__qualname__", q);
  rt_decref(q);
  q = rt_str_from_c("zipfile");
  rt_dict_set_str(ns, "__module__", q);
  rt_decref(q);
  Value args[3] = {rt_str_from_c("BadZipFile"), bases, ns};
  Value bad = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  st->bad_zip = bad;
  rt_incref(bad);
  rt_module_set(m, "BadZipFile", bad);
  rt_module_set(m, "BadZipfile", bad);
  static const Method info_methods[] = {{"__init__", zi_init}, {"is_dir", zi_is_dir}};
  Value object = rt_builtin_lookup("object");
  st->info_class = make_class("ZipInfo", object, info_methods, sizeof info_methods / sizeof info_methods[0]);
  rt_module_set(m, "ZipInfo", st->info_class);
  static const Method zf_methods[] = {
      {"__init__", zf_init},     {"__enter__", zf_enter},     {"__exit__", zf_exit},
      {"close", zf_close},       {"write", zf_write},         {"writestr", zf_writestr},
      {"namelist", zf_namelist}, {"infolist", zf_infolist},   {"getinfo", zf_getinfo},
      {"read", zf_read},         {"extract", zf_extract},     {"extractall", zf_extractall},
      {"printdir", zf_printdir}, {"__repr__", zf_repr},
  };
  rt_module_set(m, "ZipFile", make_class("ZipFile", object, zf_methods, sizeof zf_methods / sizeof zf_methods[0]));
  rt_module_add_fn(m, "is_zipfile", z_is_zipfile);
  rt_module_set(m, "ZIP_STORED", rt_int(0));
  rt_module_set(m, "ZIP_DEFLATED", rt_int(8));
  rt_module_set(m, "ZIP_BZIP2", rt_int(12));
  rt_module_set(m, "ZIP_LZMA", rt_int(14));
}
