/* np_npz.c — .npz archives: np.savez writes a zip of .npy members (stored, as NumPy's savez
 * does: keyword arrays under their names, then positional ones as arr_0, arr_1, ...),
 * np.savez_compressed the same with each member deflated (zlib's raw deflate at its default
 * level, as Python's zipfile does for NumPy), and np.load of a zip answers an NpzFile: .files,
 * f['name'] (read, and inflated when deflated, on access), keys/values/items, iteration, len,
 * `in`, close and `with`. Members are found through the central directory, with the zip64
 * sizes and offsets Python's zipfile writes for NumPy. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_npz.h"

/* ---- CRC-32 (the zip checksum: reflected polynomial 0xEDB88320) ---- */
static uint32_t crc32_of(const unsigned char *p, size_t n) {
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
  }
  return ~c;
}

static void put16(StrBuf *sb, unsigned v) {
  unsigned char b[2] = {(unsigned char)v, (unsigned char)(v >> 8)};
  rt_sb_putn(sb, (const char *)b, 2);
}

static void put32(StrBuf *sb, uint32_t v) {
  put16(sb, v & 0xffff);
  put16(sb, v >> 16);
}

static uint32_t get16(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }
static uint32_t get32(const unsigned char *p) { return get16(p) | get16(p + 2) << 16; }
static uint64_t get64(const unsigned char *p) { return get32(p) | (uint64_t)get32(p + 4) << 32; }

/* data deflated onto out (raw deflate, zlib's default level and memory, as zipfile's). */
static void deflate_into(StrBuf *out, const StrBuf *data) {
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  if (deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    rt_raise(RT_EXC_MemoryError, "%s", "");
  uLong bound = deflateBound(&zs, (uLong)data->len);
  unsigned char *buf = malloc(bound ? bound : 1);
  if (!buf) {
    deflateEnd(&zs);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  zs.next_in = (Bytef *)(data->data ? data->data : "");
  zs.avail_in = (uInt)data->len;
  zs.next_out = buf;
  zs.avail_out = (uInt)bound;
  int rc = deflate(&zs, Z_FINISH);
  size_t n = (size_t)zs.total_out;
  deflateEnd(&zs);
  if (rc == Z_STREAM_END) rt_sb_putn(out, (const char *)buf, n);
  free(buf);
  if (rc != Z_STREAM_END) rt_raise(RT_EXC_ValueError, "Error -2 while compressing data");
}

/* One member's local header and data (deflated when compress), and its central-directory
 * record in cd. */
static void zip_member(StrBuf *zip, StrBuf *cd, const char *name, const StrBuf *data, bool compress) {
  uint32_t crc = crc32_of((const unsigned char *)data->data, data->len);
  size_t offset = zip->len, nlen = strlen(name);
  StrBuf packed;
  rt_sb_init(&packed);
  int mark = rt_sb_cleanup_push(&packed);
  if (compress) deflate_into(&packed, data);
  const StrBuf *body = compress ? &packed : data;
  unsigned method = compress ? 8 : 0;
  if (data->len > 0xffffffffu || offset > 0xffffffffu)
    rt_raise(RT_EXC_ValueError, "Weft's np.savez writes archives under 4 GiB");
  put32(zip, 0x04034b50);
  put16(zip, 20), put16(zip, 0), put16(zip, method); /* version, flags, stored/deflated */
  put16(zip, 0), put16(zip, 0x21);                    /* 1980-01-01 00:00, as NumPy's */
  put32(zip, crc), put32(zip, (uint32_t)body->len), put32(zip, (uint32_t)data->len);
  put16(zip, (unsigned)nlen), put16(zip, 0);
  rt_sb_putn(zip, name, nlen);
  rt_sb_putn(zip, body->data ? body->data : "", body->len);
  put32(cd, 0x02014b50);
  put16(cd, 20), put16(cd, 20), put16(cd, 0), put16(cd, method);
  put16(cd, 0), put16(cd, 0x21);
  put32(cd, crc), put32(cd, (uint32_t)body->len), put32(cd, (uint32_t)data->len);
  put16(cd, (unsigned)nlen), put16(cd, 0), put16(cd, 0), put16(cd, 0), put16(cd, 0);
  put32(cd, 0x1800000), put32(cd, (uint32_t)offset);  /* external attributes: -rw------- */
  rt_sb_putn(cd, name, nlen);
  rt_cleanup_pop(mark, true);
}

/* The archive's path: ".npz" appended when missing. */
static Value npz_path(Value file) {
  if (!rt_is_str(file)) rt_raise(RT_EXC_TypeError, "Weft's np.savez takes a file name or a file object");
  const char *s = rt_str_data(file);
  size_t n = strlen(s);
  if (n < 4 || strcmp(s + n - 4, ".npz") != 0) return rt_str_printf("%s.npz", s);
  rt_incref(file);
  return file;
}

/* Appends member name.npy holding array-like v. */
static void add_array(StrBuf *zip, StrBuf *cd, const char *name, Value v, bool compress) {
  StrBuf data;
  rt_sb_init(&data);
  int mark = rt_sb_cleanup_push(&data);
  np_npy_bytes(&data, v);
  char member[512];
  snprintf(member, sizeof member, "%s.npy", name);
  zip_member(zip, cd, member, &data, compress);
  rt_cleanup_pop(mark, true);
}

static Value savez(const char *fname, bool compress, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1)
    rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'file'", fname);
  Value path = rt_undef(), writer = rt_undef(); /* a file name, or a file object's write */
  int mark = rt_cleanup_push_value(&path);
  rt_cleanup_push_value(&writer);
  if (rt_is_str(argv[0]) || !rt_try_getattr(argv[0], "write", &writer)) path = npz_path(argv[0]);
  StrBuf zip, cd;
  rt_sb_init(&zip);
  rt_sb_init(&cd);
  rt_sb_cleanup_push(&zip);
  rt_sb_cleanup_push(&cd);
  int count = 0;
  for (int i = 0; kw && i < kw->n; i++, count++) add_array(&zip, &cd, kw->names[i], kw->values[i], compress);
  for (int i = 1; i < argc; i++, count++) {
    char key[32];
    snprintf(key, sizeof key, "arr_%d", i - 1);
    for (int j = 0; kw && j < kw->n; j++)
      if (!strcmp(kw->names[j], key))
        rt_raise(RT_EXC_ValueError, "Cannot use un-named variables and keyword %s", key);
    add_array(&zip, &cd, key, argv[i], compress);
  }
  size_t cd_at = zip.len;
  rt_sb_putn(&zip, cd.data ? cd.data : "", cd.len);
  put32(&zip, 0x06054b50);
  put16(&zip, 0), put16(&zip, 0), put16(&zip, (unsigned)count), put16(&zip, (unsigned)count);
  put32(&zip, (uint32_t)cd.len), put32(&zip, (uint32_t)cd_at), put16(&zip, 0);
  if (!rt_is_undef(writer)) {
    Value data = rt_bytes_new(&rt_bytes_type, zip.data ? zip.data : "", zip.len);
    rt_cleanup_push_value(&data);
    rt_decref(rt_call(writer, 1, &data, NULL));
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  FILE *f = fopen(rt_str_data(path), "wb");
  if (!f) rt_raise_os_error(errno, path);
  bool ok = fwrite(zip.data, 1, zip.len, f) == zip.len;
  int err = errno;
  ok = fclose(f) == 0 && ok;
  if (!ok) rt_raise_os_error(err ? err : EIO, path);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value f_savez(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return savez("savez", false, argc, argv, kw);
}

static Value f_savez_compressed(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return savez("savez_compressed", true, argc, argv, kw);
}

/* ---- reading: the NpzFile ---- */
typedef struct NpzFile {
  Obj hdr;
  Value data;   /* bytes: the whole archive */
  Value files;  /* list of str: member names, ".npy" dropped */
  Value members;/* list of (offset of the data, size, method, inflated size) tuples, parallel
                   to files */
  bool allow_pickle; /* np.load's: object arrays may be unpickled */
} NpzFile;

static void npz_free(Obj *o) {
  NpzFile *z = (NpzFile *)o;
  rt_decref(z->data);
  rt_decref(z->files);
  rt_decref(z->members);
  free(z);
}

static _Noreturn void bad_zip(void) { rt_raise(RT_EXC_ValueError, "File is not a zip file"); }

/* The members listed in the central directory of buf: names, data offsets and sizes. */
static void read_directory(NpzFile *z, const unsigned char *buf, size_t len) {
  if (len < 22) bad_zip();
  size_t e = len - 22;
  while (e > 0 && get32(buf + e) != 0x06054b50) e--;
  if (get32(buf + e) != 0x06054b50) bad_zip();
  uint64_t count = get16(buf + e + 10), at = get32(buf + e + 16);
  for (uint64_t i = 0; i < count; i++) {
    if (at + 46 > len || get32(buf + at) != 0x02014b50) bad_zip();
    const unsigned char *c = buf + at;
    uint32_t method = get16(c + 10), nlen = get16(c + 28), xlen = get16(c + 30), clen = get16(c + 32);
    uint64_t csize = get32(c + 20), usize = get32(c + 24), local = get32(c + 42);
    if (at + 46 + nlen + xlen > len) bad_zip();
    const unsigned char *xend = c + 46 + nlen + xlen;
    for (const unsigned char *x = c + 46 + nlen; x + 4 <= xend;) {
      uint32_t id = get16(x), sz = get16(x + 2);
      const unsigned char *v = x + 4;
      if (x + 4 + sz > xend) bad_zip();
      if (id == 1) { /* zip64: the fields that overflowed, in this order */
        const unsigned char *vend = x + 4 + sz;
        if (usize == 0xffffffffu && v + 8 <= vend) usize = get64(v), v += 8;
        if (csize == 0xffffffffu && v + 8 <= vend) csize = get64(v), v += 8;
        if (local == 0xffffffffu && v + 8 <= vend) local = get64(v);
      }
      x += 4 + sz;
    }
    if (method != 0 && method != 8)
      rt_raise(RT_EXC_NotImplementedError, "That compression method is not supported");
    if (local + 30 > len) bad_zip();
    uint64_t start = local + 30 + get16(buf + local + 26) + get16(buf + local + 28);
    if (start + csize > len) bad_zip();
    char name[1024];
    snprintf(name, sizeof name, "%.*s", (int)(nlen < 1000 ? nlen : 1000), (const char *)c + 46);
    size_t n = strlen(name);
    if (n > 4 && !strcmp(name + n - 4, ".npy")) name[n - 4] = '\0';
    Value s = rt_str_from_c(name);
    rt_list_append(z->files, s);
    rt_decref(s);
    Value t = rt_tuple_from(4, (Value[]){rt_int((int64_t)start), rt_int((int64_t)csize),
                                         rt_int(method), rt_int((int64_t)usize)});
    rt_list_append(z->members, t);
    rt_decref(t);
    at += 46 + nlen + xlen + clen;
  }
}

/* A deflated member's .npy bytes (usize of them) parsed. */
static Value inflated(const unsigned char *p, size_t csize, size_t usize, bool allow_pickle) {
  unsigned char *out = malloc(usize ? usize : 1);
  if (!out) rt_raise(RT_EXC_MemoryError, "%s", "");
  int mark = rt_cleanup_push(free, out);
  z_stream zs;
  memset(&zs, 0, sizeof zs);
  if (inflateInit2(&zs, -15) != Z_OK) rt_raise(RT_EXC_MemoryError, "%s", "");
  zs.next_in = (Bytef *)p;
  zs.avail_in = (uInt)csize;
  zs.next_out = out;
  zs.avail_out = (uInt)usize;
  int rc = inflate(&zs, Z_FINISH);
  size_t n = (size_t)zs.total_out;
  inflateEnd(&zs);
  if (rc != Z_STREAM_END || n != usize) rt_raise(RT_EXC_ValueError, "Error -3 while decompressing data");
  Value r = np_npy_parse(out, usize, allow_pickle);
  rt_cleanup_pop(mark, true);
  return r;
}

static int64_t member_index(NpzFile *z, Value key) {
  if (rt_is_str(key)) {
    int64_t n = RT_AS(List, z->files)->n;
    for (int64_t i = 0; i < n; i++)
      if (!strcmp(rt_str_data(RT_AS(List, z->files)->items[i]), rt_str_data(key))) return i;
  }
  return -1;
}

static Value npz_getitem(Value self, Value key) {
  NpzFile *z = RT_AS(NpzFile, self);
  int64_t i = member_index(z, key);
  if (i < 0) {
    Value s = rt_to_str(key);
    int mark = rt_cleanup_push_value(&s);
    rt_raise(RT_EXC_KeyError, "%s is not a file in the archive", rt_str_data(s));
    rt_cleanup_pop(mark, true);
  }
  Value m = RT_AS(List, z->members)->items[i];
  int64_t start = RT_AS(Tuple, m)->items[0].as.i, size = RT_AS(Tuple, m)->items[1].as.i;
  const unsigned char *buf = RT_AS(Bytes, z->data)->data;
  if (RT_AS(Tuple, m)->items[2].as.i == 0) return np_npy_parse(buf + start, (size_t)size, z->allow_pickle);
  return inflated(buf + start, (size_t)size, (size_t)RT_AS(Tuple, m)->items[3].as.i, z->allow_pickle);
}

static int npz_contains(Value self, Value key) { return member_index(RT_AS(NpzFile, self), key) >= 0; }
static int64_t npz_len(Value self) { return RT_AS(List, RT_AS(NpzFile, self)->files)->n; }
static Value npz_iter(Value self) { return rt_iter(RT_AS(NpzFile, self)->files); }

static Value npz_repr(Value self) {
  return rt_str_printf("<numpy.lib.npyio.NpzFile object at 0x%llx>",
                       (unsigned long long)(uintptr_t)self.as.o);
}

static Value m_keys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("keys", argc, kw, 0, 0);
  Value f = RT_AS(NpzFile, self)->files;
  return rt_list_from(RT_AS(List, f)->n, RT_AS(List, f)->items);
}

/* values() (pairs false) or items() (pairs true): every member read. */
static Value members_read(Value self, bool pairs) {
  Value f = RT_AS(NpzFile, self)->files;
  Value out = rt_list_new(RT_AS(List, f)->n);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 0; i < RT_AS(List, f)->n; i++) {
    Value name = RT_AS(List, f)->items[i];
    Value arr = npz_getitem(self, name);
    Value item = pairs ? rt_tuple_from(2, (Value[]){name, arr}) : (rt_incref(arr), arr);
    rt_decref(arr);
    rt_list_append(out, item);
    rt_decref(item);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value m_values(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("values", argc, kw, 0, 0);
  return members_read(self, false);
}

static Value m_items(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("items", argc, kw, 0, 0);
  return members_read(self, true);
}

static Value m_get(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("get", argc, kw, 1, 2);
  if (!npz_contains(self, argv[0])) return argc > 1 ? (rt_incref(argv[1]), argv[1]) : rt_none();
  return npz_getitem(self, argv[0]);
}

static Value m_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  rt_incref(self);
  return self;
}

static Value m_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value npz_getattr(Value self, const char *name) {
  NpzFile *z = RT_AS(NpzFile, self);
  if (!strcmp(name, "files")) {
    rt_incref(z->files);
    return z->files;
  }
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {{"keys", m_keys},   {"values", m_values},   {"items", m_items},
                 {"get", m_get},     {"close", m_close},     {"__enter__", m_enter},
                 {"__exit__", m_close}};
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  return rt_undef();
}

static const ObjType npz_type = {
    .name = "NpzFile",
    .free = npz_free,
    .repr = npz_repr,
    .getattr = npz_getattr,
    .getitem = npz_getitem,
    .contains = npz_contains,
    .len = npz_len,
    .iter = npz_iter,
};

Value np_npz_open(const unsigned char *buf, size_t len, bool allow_pickle) {
  NpzFile *z = rt_malloc(sizeof *z);
  rt_obj_init(&z->hdr, &npz_type);
  z->allow_pickle = allow_pickle;
  z->data = rt_bytes_new(&rt_bytes_type, buf, len);
  z->files = rt_list_new(4);
  z->members = rt_list_new(4);
  Value r = rt_obj(z);
  int mark = rt_cleanup_push_value(&r);
  read_directory(z, buf, len);
  rt_cleanup_pop(mark, false);
  return r;
}

void np_register_npz(Value m) {
  rt_module_add_fn(m, "savez", f_savez);
  rt_module_add_fn(m, "savez_compressed", f_savez_compressed);
}
