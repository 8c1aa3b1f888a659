/* io.c — the io module: StringIO and BytesIO, in-memory files usable wherever a file object
 * is (print's file=, json.dump, csv.writer, redirect_stdout). One buffer layout serves both:
 * a StringIO holds code points (4-byte units: positions, seek and tell count characters, as
 * in CPython), a BytesIO holds bytes. Writing at a position past the end pads with zeros;
 * writing inside overwrites. The open() file objects are file.c's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/strbuf.h"
#include "../obj/buffer.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "io_base.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct MemFile {
  Obj hdr;
  bool text;       /* StringIO (units are uint32_t code points) or BytesIO (bytes) */
  bool closed;
  uint8_t *data;   /* n units of unit size, cap allocated */
  int64_t n, cap, pos;
} MemFile;

static const ObjType stringio_type, bytesio_type;

#define MF(v) RT_AS(MemFile, v)

static size_t unit(const MemFile *f) { return f->text ? 4 : 1; }

static uint32_t unit_at(const MemFile *f, int64_t i) {
  if (!f->text) return f->data[i];
  uint32_t c;
  memcpy(&c, f->data + 4 * i, 4);
  return c;
}

static void memfile_free(Obj *o) {
  free(((MemFile *)o)->data);
  free(o);
}

static Value memfile_repr(Value self) {
  return rt_str_printf("<_io.%s object at %p>", MF(self)->text ? "StringIO" : "BytesIO", (void *)self.as.o);
}

/* CPython's StringIO says "closed file" without the full stop in most methods; `dot` asks
 * for it (BytesIO always has it). */
static MemFile *open_file_as(Value self, bool dot) {
  MemFile *f = MF(self);
  if (f->closed) rt_raise(RT_EXC_ValueError, "I/O operation on closed file%s", dot || !f->text ? "." : "");
  return f;
}

static MemFile *open_file(Value self) { return open_file_as(self, false); }

/* A method's argument count checked with CPython's message ("StringIO.tell() takes no
 * arguments (1 given)"). */
static void check_count(Value self, const char *name, int argc, const Kwargs *kw, int n) {
  char qual[48];
  snprintf(qual, sizeof qual, "%s.%s", MF(self)->text ? "StringIO" : "BytesIO", name);
  rt_check_args(qual, argc, kw, n, n, n ? RT_ARGS_ONE : RT_ARGS_NONE);
}

static void reserve(MemFile *f, int64_t n) {
  if (n <= f->cap) return;
  int64_t cap = f->cap ? f->cap : 16;
  while (cap < n) cap *= 2;
  uint8_t *d = realloc(f->data, (size_t)cap * unit(f));
  if (!d) rt_raise(RT_EXC_MemoryError, "%s", "");
  f->data = d;
  f->cap = cap;
}

/* Write n units at the position (padding with zeros up to it), moving the position on. */
static void put_units(MemFile *f, const void *units, int64_t n) {
  int64_t end = f->pos + n;
  reserve(f, end);
  size_t u = unit(f);
  if (f->pos > f->n) memset(f->data + (size_t)f->n * u, 0, (size_t)(f->pos - f->n) * u);
  if (n) memcpy(f->data + (size_t)f->pos * u, units, (size_t)n * u);
  f->pos = end;
  if (end > f->n) f->n = end;
}

/* A str's code points written at the position; returns how many. */
static int64_t put_str(MemFile *f, Value s) {
  const char *p = rt_str_data(s), *e = p + RT_AS(Str, s)->nbytes;
  int64_t n = RT_AS(Str, s)->nchars;
  uint32_t *cps = rt_malloc(sizeof(uint32_t) * (size_t)(n ? n : 1));
  int mark = rt_cleanup_push(free, cps);
  for (int64_t k = 0; p < e; k++) {
    int len;
    cps[k] = rt_utf8_decode(p, &len);
    p += len;
  }
  put_units(f, cps, n);
  rt_cleanup_pop(mark, true);
  return n;
}

/* Units [from, to) as a str or bytes. */
static Value units_value(const MemFile *f, int64_t from, int64_t to) {
  if (to < from) to = from;
  if (!f->text) return rt_bytes_new(&rt_bytes_type, f->data + from, (size_t)(to - from));
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = from; k < to; k++) rt_utf8_encode(&sb, unit_at(f, k));
  rt_cleanup_pop(mark, false);
  if (!sb.data) rt_sb_putn(&sb, "", 0);
  return rt_sb_to_str(&sb);
}

/* ---- reading ---- */

static int64_t size_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args(fname, argc, kw, 0, 1, RT_ARGS_CLINIC);
  if (argc == 0 || rt_is_none(argv[0])) return -1;
  if (argv[0].tag != RT_INT && argv[0].tag != RT_BOOL) {
    rt_raise(RT_EXC_TypeError, "argument should be integer or None, not '%s'", rt_type_name(argv[0]));
  }
  return rt_to_index(argv[0], "size");
}

/* Up to n units (n < 0: all) from the position, stopping after a newline when `line`. */
static Value read_units(MemFile *f, int64_t n, bool line) {
  int64_t from = f->pos < f->n ? f->pos : f->n, to = f->n;
  if (n >= 0 && from + n < to) to = from + n;
  if (line) {
    for (int64_t k = from; k < to; k++) {
      if (unit_at(f, k) == '\n') {
        to = k + 1;
        break;
      }
    }
  }
  Value r = units_value(f, from, to);
  if (to > f->pos) f->pos = to;
  return r;
}

static Value m_read(ARGS) {
  int64_t n = size_arg("read", argc, argv, kw);
  return read_units(open_file(self), n, false);
}

static Value m_readline(ARGS) {
  int64_t n = size_arg("readline", argc, argv, kw);
  return read_units(open_file(self), n, true);
}

static Value m_readlines(ARGS) {
  int64_t hint = size_arg("readlines", argc, argv, kw);
  MemFile *f = open_file_as(self, true);
  Value list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&list);
  int64_t total = 0;
  while (f->pos < f->n) {
    int64_t before = f->pos;
    Value line = read_units(f, -1, true);
    rt_list_append(list, line);
    rt_decref(line);
    total += f->pos - before;
    if (hint > 0 && total >= hint) break;
  }
  rt_cleanup_pop(mark, false);
  return list;
}

static Value m_getvalue(ARGS) {
  (void)argv;
  check_count(self, "getvalue", argc, kw, 0);
  MemFile *f = open_file(self);
  return units_value(f, 0, f->n);
}

static bool memfile_next(Value self, Value *out) {
  MemFile *f = open_file(self);
  if (f->pos >= f->n) return false;
  *out = read_units(f, -1, true);
  return true;
}

static Value memfile_iter(Value self) {
  if (MF(self)->text) open_file_as(self, true); /* a closed BytesIO fails at next() */
  rt_incref(self);
  return self;
}

/* ---- writing ---- */

static int64_t write_value(Value self, Value s) {
  MemFile *f = MF(self);
  if (f->text) {
    if (!rt_is_str(s)) rt_raise(RT_EXC_TypeError, "string argument expected, got '%s'", rt_type_name(s));
    open_file(self);
    return put_str(f, s);
  }
  int64_t n;
  const char *data = rt_buffer_of(s, &n); /* bytes, bytearray, ctypes data */
  if (!data) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(s));
  open_file(self);
  put_units(f, data, n);
  return n;
}

static Value m_write(ARGS) {
  check_count(self, "write", argc, kw, 1);
  return rt_int(write_value(self, argv[0]));
}

static Value m_writelines(ARGS) {
  check_count(self, "writelines", argc, kw, 1);
  open_file_as(self, true);
  Value it = rt_iter(argv[0]);
  int mark = rt_cleanup_push_value(&it);
  Value line = rt_undef();
  rt_cleanup_push_value(&line);
  while (rt_next(it, &line)) {
    write_value(self, line);
    rt_decref(line);
    line = rt_undef();
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_truncate(ARGS) {
  int64_t size = size_arg("truncate", argc, argv, kw);
  MemFile *f = open_file(self);
  if (argc == 0 || rt_is_none(argv[0])) size = f->pos;
  if (size < 0) {
    rt_raise(RT_EXC_ValueError, "%segative size value %lld", f->text ? "N" : "n", (long long)size);
  }
  if (size < f->n) f->n = size;
  return rt_int(size);
}

/* ---- positions ---- */

static Value m_tell(ARGS) {
  (void)argv;
  check_count(self, "tell", argc, kw, 0);
  return rt_int(open_file(self)->pos);
}

/* StringIO allows whence 1 and 2 with offset 0 only; BytesIO any offset, clamped at 0. */
static Value m_seek(ARGS) {
  rt_check_args("seek", argc, kw, 1, 2, RT_ARGS_CLINIC);
  MemFile *f = MF(self);
  int64_t off = rt_to_index(argv[0], "offset");
  int64_t whence = argc == 2 ? rt_to_index(argv[1], "whence") : 0;
  open_file(self);
  if (whence < 0 || whence > 2) {
    rt_raise(RT_EXC_ValueError, "%snvalid whence (%lld, should be 0, 1 or 2)", f->text ? "I" : "i",
             (long long)whence);
  }
  if (f->text) {
    if (whence != 0 && off != 0) rt_raise(RT_EXC_OSError, "Can't do nonzero cur-relative seeks");
    if (off < 0) rt_raise(RT_EXC_ValueError, "Negative seek position %lld", (long long)off);
  } else if (whence == 0 && off < 0) {
    rt_raise(RT_EXC_ValueError, "negative seek value %lld", (long long)off);
  }
  int64_t base = whence == 0 ? 0 : whence == 1 ? f->pos : f->n;
  f->pos = base + off < 0 ? 0 : base + off;
  return rt_int(f->pos);
}

/* ---- the rest ---- */

static Value m_close(ARGS) {
  (void)argv;
  check_count(self, "close", argc, kw, 0);
  MF(self)->closed = true;
  return rt_none();
}

/* readable(), writable(), seekable(): true while open. */
#define M_TRUE(name)                     \
  static Value m_##name(ARGS) {          \
    (void)argv;                          \
    check_count(self, #name, argc, kw, 0); \
    open_file(self);                     \
    return rt_bool(true);                \
  }
M_TRUE(readable)
M_TRUE(writable)
M_TRUE(seekable)

static Value m_flush(ARGS) {
  (void)argv;
  check_count(self, "flush", argc, kw, 0);
  if (!MF(self)->text) open_file(self); /* StringIO's flush is object's: no check */
  return rt_none();
}

static Value m_enter(ARGS) {
  (void)argv;
  check_count(self, "__enter__", argc, kw, 0);
  open_file_as(self, true);
  rt_incref(self);
  return self;
}

static Value m_exit(ARGS) {
  (void)argc;
  (void)kw;
  return m_close(self, 0, argv, NULL);
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"read", m_read},           {"readline", m_readline},   {"readlines", m_readlines},
    {"getvalue", m_getvalue},   {"write", m_write},         {"writelines", m_writelines},
    {"truncate", m_truncate},   {"tell", m_tell},           {"seek", m_seek},
    {"close", m_close},         {"readable", m_readable},   {"writable", m_writable},
    {"seekable", m_seekable},       {"flush", m_flush},         {"__enter__", m_enter},
    {"__exit__", m_exit},
};

static Value memfile_getattr(Value self, const char *name) {
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(methods[k].name, name) == 0) return rt_native_bind(methods[k].name, methods[k].fn, self);
  }
  if (strcmp(name, "closed") == 0) return rt_bool(MF(self)->closed);
  return rt_undef();
}

typedef struct ModState {
  Value stringio_class, bytesio_class; /* borrowed: the module holds them */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"io", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static Value memfile_class(Value self) {
  ModState *st = mod_state();
  Value c = MF(self)->text ? st->stringio_class : st->bytesio_class;
  return (rt_incref(c), c);
}

static const ObjType stringio_type = {
    .name = "_io.StringIO",
    .free = memfile_free,
    .repr = memfile_repr,
    .getattr = memfile_getattr,
    .iter = memfile_iter,
    .next = memfile_next,
    .type_object = memfile_class,
};

static const ObjType bytesio_type = {
    .name = "_io.BytesIO",
    .free = memfile_free,
    .repr = memfile_repr,
    .getattr = memfile_getattr,
    .iter = memfile_iter,
    .next = memfile_next,
    .type_object = memfile_class,
};

/* ---- the classes ---- */

static Value memfile_new(bool text) {
  MemFile *f = rt_calloc(1, sizeof *f);
  rt_obj_init(&f->hdr, text ? &stringio_type : &bytesio_type);
  f->text = text;
  return rt_obj(f);
}

/* CPython's messages for a keyword the constructor does not know, and too many arguments. */
static void check_keywords(const char *cls, int argc, const Kwargs *kw, int n, const char *const *names) {
  if (argc > n) {
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d argument%s (%d given)", cls, n, n == 1 ? "" : "s", argc);
  }
  for (int k = 0; kw && k < kw->n; k++) {
    int j = 0;
    while (j < n && strcmp(kw->names[k], names[j]) != 0) j++;
    if (j == n) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for %s()", kw->names[k], cls);
  }
}

static const char *const stringio_names[] = {"initial_value", "newline"};

static Value c_stringio(ARGS) {
  (void)self;
  Value a[2];
  check_keywords("StringIO", argc, kw, 2, stringio_names);
  rt_parse_args("StringIO", argc, argv, kw, 2, stringio_names, 0, a);
  Value init = a[0];
  if (!rt_is_undef(init) && !rt_is_none(init) && !rt_is_str(init)) {
    rt_raise(RT_EXC_TypeError, "initial_value must be str or None, not %s", rt_type_name(init));
  }
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1]) && !rt_is_str(a[1])) {
    rt_raise(RT_EXC_TypeError, "newline must be str or None, not %s", rt_type_name(a[1]));
  }
  Value r = memfile_new(true);
  int mark = rt_cleanup_push_value(&r);
  if (rt_is_str(init)) put_str(MF(r), init);
  MF(r)->pos = 0;
  rt_cleanup_pop(mark, false);
  return r;
}

static const char *const bytesio_names[] = {"initial_bytes"};

static Value c_bytesio(ARGS) {
  (void)self;
  Value a[1];
  check_keywords("BytesIO", argc, kw, 1, bytesio_names);
  rt_parse_args("BytesIO", argc, argv, kw, 1, bytesio_names, 0, a);
  Value init = a[0];
  if (!rt_is_undef(init) && !rt_is_none(init) && !rt_is_bytes_like(init)) {
    rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(init));
  }
  Value r = memfile_new(false);
  int mark = rt_cleanup_push_value(&r);
  if (rt_is_bytes_like(init)) put_units(MF(r), RT_AS(Bytes, init)->data, RT_AS(Bytes, init)->n);
  MF(r)->pos = 0;
  rt_cleanup_pop(mark, false);
  return r;
}

static bool is_stringio(Value v) { return rt_is_type(v, &stringio_type); }
static bool is_bytesio(Value v) { return rt_is_type(v, &bytesio_type); }

void rt_io_module_init(Value m) {
  ModState *st = mod_state();
  st->stringio_class = rt_native_class("StringIO", c_stringio, is_stringio, "<class '_io.StringIO'>");
  rt_native_class_sample(st->stringio_class, 0, NULL);
  rt_module_set(m, "StringIO", st->stringio_class);
  st->bytesio_class = rt_native_class("BytesIO", c_bytesio, is_bytesio, "<class '_io.BytesIO'>");
  rt_native_class_sample(st->bytesio_class, 0, NULL);
  rt_module_set(m, "BytesIO", st->bytesio_class);
  rt_builtin_base_register(st->stringio_class, false); /* class Capture(io.StringIO) */
  rt_builtin_base_register(st->bytesio_class, false);
  py_io_bases_init(m, st->stringio_class, st->bytesio_class);
  rt_module_set(m, "UnsupportedOperation", (rt_incref(rt_exc_class(RT_EXC_UnsupportedOperation)),
                                            rt_exc_class(RT_EXC_UnsupportedOperation)));
  rt_module_set(m, "SEEK_SET", rt_int(0));
  rt_module_set(m, "SEEK_CUR", rt_int(1));
  rt_module_set(m, "SEEK_END", rt_int(2));
}
