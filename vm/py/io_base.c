/* io_base.c — io's abstract base classes IOBase, RawIOBase, BufferedIOBase and TextIOBase
 * (ABCMeta classes, as CPython's io.py makes them), with the default methods a program's
 * subclass inherits: close/closed/flush and the context manager, iteration by readline(),
 * writelines, readlines, RawIOBase.read through readinto, and UnsupportedOperation for what a
 * subclass must supply. StringIO, BytesIO, open()'s files and the standard streams are
 * registered with them, so isinstance(sys.stdout, io.TextIOBase) holds. Not CPython's: their
 * MROs lack the _io._IOBase and _io._TextIOBase classes between. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "io_base.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw
#define CLOSED_ATTR "__IOBase_closed" /* where CPython's IOBase keeps closed */

static bool is_closed(Value self) {
  Value v;
  if (!rt_try_getattr(self, CLOSED_ATTR, &v)) return false;
  bool closed = rt_truthy(v);
  rt_decref(v);
  return closed;
}

/* self.closed (a subclass may answer it differently) raises the closed-file ValueError. */
static void check_closed(Value self) {
  Value v = rt_getattr(self, "closed");
  bool closed = rt_truthy(v);
  rt_decref(v);
  if (closed) rt_raise(RT_EXC_ValueError, "I/O operation on closed file.");
}

/* self.<name>(args...): a new reference. */
static Value call(Value self, const char *name, int argc, const Value *argv) {
  Value fn = rt_getattr(self, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void need(const char *name, int argc, const Kwargs *kw, int lo, int hi) {
  rt_check_args(name, argc - 1, kw, lo, hi, RT_ARGS_CLINIC);
}

/* ---- IOBase ---- */

static Value b_closed(ARGS) {
  (void)data;
  need("closed", argc, kw, 0, 0);
  return rt_bool(is_closed(argv[0]));
}

static Value b_close(ARGS) {
  (void)data;
  need("close", argc, kw, 0, 0);
  if (is_closed(argv[0])) return rt_none();
  Value r = call(argv[0], "flush", 0, NULL); /* closed even when flush raises */
  rt_decref(r);
  rt_setattr(argv[0], CLOSED_ATTR, rt_bool(true));
  return rt_none();
}

static Value b_flush(ARGS) {
  (void)data;
  need("flush", argc, kw, 0, 0);
  check_closed(argv[0]);
  return rt_none();
}

static Value b_enter(ARGS) {
  (void)data;
  need("__enter__", argc, kw, 0, 0);
  check_closed(argv[0]);
  return (rt_incref(argv[0]), argv[0]);
}

static Value b_exit(ARGS) {
  (void)data, (void)argc, (void)kw;
  return call(argv[0], "close", 0, NULL);
}

/* readable, writable, seekable: no; isatty: no, on an open file. */
static Value b_false(ARGS) {
  need(rt_str_data(data), argc, kw, 0, 0);
  if (strcmp(rt_str_data(data), "isatty") == 0) check_closed(argv[0]);
  return rt_bool(false);
}

/* What a subclass must supply: UnsupportedOperation naming the method. */
static Value b_unsupported(ARGS) {
  (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_UnsupportedOperation, "%s", rt_str_data(data));
}

static Value b_tell(ARGS) {
  (void)data;
  need("tell", argc, kw, 0, 0);
  Value a[2] = {rt_int(0), rt_int(1)};
  return call(argv[0], "seek", 2, a);
}

static Value b_writelines(ARGS) {
  (void)data;
  need("writelines", argc, kw, 1, 1);
  check_closed(argv[0]);
  Value it = rt_iter(argv[1]), line = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&line);
  while (rt_next(it, &line)) {
    rt_decref(call(argv[0], "write", 1, &line));
    rt_decref(line);
    line = rt_undef();
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value b_iter(ARGS) {
  (void)data;
  need("__iter__", argc, kw, 0, 0);
  check_closed(argv[0]);
  return (rt_incref(argv[0]), argv[0]);
}

static Value b_next(ARGS) {
  (void)data;
  need("__next__", argc, kw, 0, 0);
  Value line = call(argv[0], "readline", 0, NULL);
  if (rt_truthy(line)) return line;
  rt_decref(line);
  rt_raise(RT_EXC_StopIteration, "%s", "");
}

/* IOBase.readline(size=-1): read(1) until a newline (bytes, as IOBase's). */
static Value b_readline(ARGS) {
  (void)data;
  need("readline", argc, kw, 0, 1);
  int64_t limit = argc > 1 && !rt_is_none(argv[1]) ? rt_to_index(argv[1], NULL) : -1;
  Value out = rt_bytes_new(&rt_bytearray_type, "", 0);
  int mark = rt_cleanup_push_value(&out);
  Bytes *b = RT_AS(Bytes, out);
  while (limit < 0 || b->n < limit) {
    Value one = rt_int(1), c = call(argv[0], "read", 1, &one);
    int inner = rt_cleanup_push_value(&c);
    if (!rt_is_bytes_like(c)) rt_raise(RT_EXC_OSError, "read() should have returned a bytes object, not '%s'", rt_type_name(c));
    int64_t n = RT_AS(Bytes, c)->n;
    if (n) rt_bytes_append(b, RT_AS(Bytes, c)->data, n);
    rt_cleanup_pop(inner, true);
    if (n == 0 || b->data[b->n - 1] == '\n') break;
  }
  Value r = rt_bytes_new(&rt_bytes_type, b->data, (size_t)b->n);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value b_readlines(ARGS) {
  (void)data;
  need("readlines", argc, kw, 0, 1);
  Value it = rt_iter(argv[0]), list = rt_list_new(0), line = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&line);
  while (rt_next(it, &line)) {
    rt_list_append(list, line);
    rt_decref(line);
    line = rt_undef();
  }
  rt_incref(list);
  rt_cleanup_pop(mark, true);
  return list;
}

/* ---- RawIOBase: read(n) through readinto, readall ---- */

static Value raw_readall(Value self) {
  Value out = rt_bytes_new(&rt_bytearray_type, "", 0);
  int mark = rt_cleanup_push_value(&out);
  for (;;) {
    Value size = rt_int(8192), chunk = call(self, "read", 1, &size);
    int inner = rt_cleanup_push_value(&chunk);
    bool done = rt_is_none(chunk) || !rt_is_bytes_like(chunk) || RT_AS(Bytes, chunk)->n == 0;
    if (!done) rt_bytes_append(RT_AS(Bytes, out), RT_AS(Bytes, chunk)->data, RT_AS(Bytes, chunk)->n);
    rt_cleanup_pop(inner, true);
    if (done) break;
  }
  Value r = rt_bytes_new(&rt_bytes_type, RT_AS(Bytes, out)->data, (size_t)RT_AS(Bytes, out)->n);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_read(ARGS) {
  (void)data;
  need("read", argc, kw, 0, 1);
  int64_t size = argc > 1 && !rt_is_none(argv[1]) ? rt_to_index(argv[1], NULL) : -1;
  if (size < 0) return raw_readall(argv[0]);
  Value buf = rt_bytes_new(&rt_bytearray_type, "", 0);
  int mark = rt_cleanup_push_value(&buf);
  Bytes *b = RT_AS(Bytes, buf);
  for (int64_t k = 0; k < size; k++) rt_bytes_append(b, "", 1);
  Value n = call(argv[0], "readinto", 1, &buf);
  int64_t got = rt_is_none(n) ? 0 : rt_to_index(n, NULL);
  rt_decref(n);
  Value r = rt_bytes_new(&rt_bytes_type, b->data, (size_t)(got < b->n ? got : b->n));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_readall(ARGS) {
  (void)data;
  need("readall", argc, kw, 0, 0);
  return raw_readall(argv[0]);
}

/* ---- TextIOBase: encoding, errors, newlines ---- */

static Value t_none(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

/* ---- the classes ---- */

typedef struct Member {
  const char *name;
  NativeFn fn;
  bool property;
} Member;

static void put(Value ns, const char *cls, const Member *m) {
  char qual[64];
  snprintf(qual, sizeof qual, "%s.%s", cls, m->name);
  Value name = rt_str_from_c(m->name); /* the methods' data: b_false and b_unsupported say it */
  Value v = rt_native_method_new(m->name, qual, m->fn, name);
  rt_decref(name);
  if (m->property) {
    Value p = rt_property_new(v, rt_none(), rt_none(), rt_none());
    rt_decref(v);
    v = p;
  }
  rt_dict_set_str(ns, m->name, v);
  rt_decref(v);
}

static const Member iobase_members[] = {
    {"closed", b_closed, true},       {"close", b_close, false},         {"flush", b_flush, false},
    {"__enter__", b_enter, false},    {"__exit__", b_exit, false},       {"readable", b_false, false},
    {"writable", b_false, false},     {"seekable", b_false, false},      {"isatty", b_false, false},
    {"fileno", b_unsupported, false}, {"seek", b_unsupported, false},    {"truncate", b_unsupported, false},
    {"tell", b_tell, false},          {"writelines", b_writelines, false}, {"__iter__", b_iter, false},
    {"__next__", b_next, false},      {"readline", b_readline, false},   {"readlines", b_readlines, false},
    {NULL, NULL, false}};
static const Member raw_members[] = {
    {"read", r_read, false}, {"readall", r_readall, false}, {"readinto", b_unsupported, false},
    {"write", b_unsupported, false}, {NULL, NULL, false}};
static const Member buffered_members[] = {
    {"read", b_unsupported, false}, {"read1", b_unsupported, false}, {"readinto", b_unsupported, false},
    {"write", b_unsupported, false}, {"detach", b_unsupported, false}, {NULL, NULL, false}};
static const Member text_members[] = {
    {"read", b_unsupported, false}, {"write", b_unsupported, false}, {"readline", b_unsupported, false},
    {"detach", b_unsupported, false}, {"encoding", t_none, true}, {"errors", t_none, true},
    {"newlines", t_none, true}, {NULL, NULL, false}};

static Value make(Value meta, const char *name, Value base, const Member *members) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  for (const Member *m = members; m->name; m++) put(ns, name, m);
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  rt_cleanup_push_value(&bases);
  Value nm = rt_str_from_c(name);
  rt_cleanup_push_value(&nm);
  Value args[3] = {nm, bases, ns};
  Value cls = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
  rt_cleanup_push_value(&cls);
  /* ABCMeta.__init__ sets the class up as a class statement would run it */
  Value init = rt_class_lookup(RT_AS(ClassObj, meta), "__init__", NULL);
  rt_decref(rt_call_method(init, cls, 3, args));
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("io"));
  rt_incref(cls);
  rt_cleanup_pop(mark, true);
  return cls;
}

/* Is v an object whose type says it is named name (open()'s files: one C type, four names)? */
static bool named(Value v, const char *name) {
  if (v.tag != RT_OBJ) return false;
  const ObjType *t = v.as.o->type;
  return strcmp(t->type_name ? t->type_name(v) : t->name, name) == 0;
}
static bool is_text_wrapper(Value v) { return named(v, "_io.TextIOWrapper"); }
static bool is_reader(Value v) { return named(v, "_io.BufferedReader"); }
static bool is_writer(Value v) { return named(v, "_io.BufferedWriter"); }
static bool is_random(Value v) { return named(v, "_io.BufferedRandom"); }

/* Register the class type() gives values named type_name (open()'s files) with abc; check
 * makes it a class isinstance and issubclass take. */
static void register_named(Value abc, const char *type_name, bool (*check)(Value)) {
  Value cls = rt_named_type_class(type_name, check);
  int mark = rt_cleanup_push_value(&cls);
  rt_abc_register(abc, cls);
  rt_cleanup_pop(mark, true);
}

void py_io_bases_init(Value m, Value stringio_class, Value bytesio_class) {
  Value abc = rt_import("abc");
  int mark = rt_cleanup_push_value(&abc);
  Value meta = rt_getattr(abc, "ABCMeta");
  rt_cleanup_push_value(&meta);
  Value io = make(meta, "IOBase", rt_undef(), iobase_members);
  rt_module_set(m, "IOBase", io);
  Value raw = make(meta, "RawIOBase", io, raw_members);
  rt_module_set(m, "RawIOBase", raw);
  Value buffered = make(meta, "BufferedIOBase", io, buffered_members);
  rt_module_set(m, "BufferedIOBase", buffered);
  Value text = make(meta, "TextIOBase", io, text_members);
  rt_module_set(m, "TextIOBase", text);
  rt_abc_register(text, stringio_class);
  rt_abc_register(buffered, bytesio_class);
  register_named(text, "_io.TextIOWrapper", is_text_wrapper);
  register_named(buffered, "_io.BufferedReader", is_reader);
  register_named(buffered, "_io.BufferedWriter", is_writer);
  register_named(buffered, "_io.BufferedRandom", is_random);
  rt_cleanup_pop(mark, true);
}
