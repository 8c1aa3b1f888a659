/* pickle.c — the pickle module: dumps/dump write protocols 0 to 5 with the bytes CPython's C
 * pickler writes (protocol 0's text opcodes, protocol 1's binary ones; protocol 4 by default: frames of up to 64 KiB, MEMOIZE after each str,
 * bytes, tuple, list, dict, set, frozenset, global and instance, BINGET for an object seen
 * before, APPENDS/SETITEMS/ADDITEMS batches of 1000), loads/load read them back
 * (pickle_load.c). Instances go by the copyreg protocol: their class, NEWOBJ with
 * __getnewargs__'s arguments, and __getstate__'s state (the __dict__ when not empty) through
 * BUILD; a class's own __reduce_ex__ or __reduce__ wins. Functions and classes go by
 * reference (module and qualified name): a lambda or a local function raises CPython's error.
 * Protocols 0 to 2 name globals as Python 2 did (pickle_compat.c); before protocol 2 an
 * instance goes through copyreg's _reconstructor(cls, object, None) with its state, as
 * copyreg._reduce_ex gives it. Pickler and Unpickler objects
 * do the same on the file they keep. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "pickle_hooks.h"
#include "pickle_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

enum { FRAME_TARGET = 64 * 1024, FRAME_MIN = 4, BATCH = 1000, HIGHEST = 5, DEFAULT_PROTO = 4 };

static void classes_fini(void *state) {
  PickleClasses *pc = state;
  rt_decref(pc->encode);
  rt_decref(pc->latin1);
  rt_decref(pc->reconstructor);
}
/* the lazily made values start unset (copyreg may make the reconstructor before pickle loads) */
static void classes_init(void *state) {
  PickleClasses *pc = state;
  pc->encode = pc->latin1 = pc->reconstructor = rt_undef();
}
static RtStateKey mod_key = {"pickle", sizeof(PickleClasses), classes_init, classes_fini, 0};
PickleClasses *py_pickle_classes(void) { return rt_runtime_state(&mod_key); }

void py_pickle_raise(Value cls, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  Value msg = rt_str_from_c(buf);
  rt_cleanup_push_value(&msg);
  Value exc = rt_call(cls, 1, &msg, NULL);
  rt_cleanup_push_value(&exc); /* the unwinding drops both references */
  rt_raise_exc(exc);
}

typedef struct Pickler {
  StrBuf out, frame; /* finished output; the frame being filled (protocol 4 and up) */
  Value memo;        /* id -> memo index */
  Value keep;        /* the memoized objects, alive while their ids are keys */
  Value names;       /* str -> memo index of the module and qualified names written: CPython's
                        are interned, so an equal name is the same object there */
  int proto;
  int depth;         /* nesting of save(): CPython's RecursionError past the limit */
} Pickler;

static void put(Pickler *p, const void *s, size_t n) { rt_sb_putn(p->proto >= 4 ? &p->frame : &p->out, s, n); }
static void put1(Pickler *p, int c) {
  unsigned char b = (unsigned char)c;
  put(p, &b, 1);
}
static void put_le(Pickler *p, uint64_t v, int n) {
  unsigned char b[8];
  for (int k = 0; k < n; k++) b[k] = (unsigned char)(v >> (8 * k));
  put(p, b, (size_t)n);
}

/* The frame so far goes to the output, behind a FRAME header when it has at least 4 bytes. */
static void commit_frame(Pickler *p) {
  if (p->frame.len == 0) return;
  if (p->frame.len >= FRAME_MIN) {
    unsigned char h[9] = {PK_FRAME};
    for (int k = 0; k < 8; k++) h[1 + k] = (unsigned char)((uint64_t)p->frame.len >> (8 * k));
    rt_sb_putn(&p->out, (const char *)h, 9);
  }
  rt_sb_putn(&p->out, p->frame.data, p->frame.len);
  p->frame.len = 0;
  p->frame.data[0] = 0;
}

/* A header and a payload; a payload of 64 KiB or more goes outside any frame, as CPython's. */
static void put_sized(Pickler *p, const unsigned char *h, size_t hn, const char *data, size_t n) {
  if (p->proto >= 4 && n >= FRAME_TARGET) {
    commit_frame(p);
    rt_sb_putn(&p->out, (const char *)h, hn);
    rt_sb_putn(&p->out, data, n);
    return;
  }
  put(p, h, hn);
  put(p, data, n);
}

static Value id_key(Value obj) { return rt_int((int64_t)(intptr_t)obj.as.o); }

static void memoize(Pickler *p, Value obj) {
  int64_t idx = rt_dict_len(p->memo);
  rt_dict_set(p->memo, id_key(obj), rt_int(idx));
  rt_list_append(p->keep, obj);
  if (p->proto >= 4) {
    put1(p, PK_MEMOIZE);
  } else if (p->proto == 0) {
    char t[32];
    put(p, t, (size_t)snprintf(t, sizeof t, "p%lld\n", (long long)idx));
  } else if (idx < 256) {
    put1(p, PK_BINPUT);
    put1(p, (int)idx);
  } else {
    put1(p, PK_LONG_BINPUT);
    put_le(p, (uint64_t)idx, 4);
  }
}

static bool in_memo(Pickler *p, Value obj) { return !rt_is_undef(rt_dict_get(p->memo, id_key(obj))); }

/* Writes a BINGET of obj and returns true when it was memoized before. */
static bool memo_get(Pickler *p, Value obj) {
  Value idx = rt_dict_get(p->memo, id_key(obj));
  if (rt_is_undef(idx)) return false;
  if (p->proto == 0) {
    char t[32];
    put(p, t, (size_t)snprintf(t, sizeof t, "g%lld\n", (long long)idx.as.i));
  } else if (idx.as.i < 256) {
    put1(p, PK_BINGET);
    put1(p, (int)idx.as.i);
  } else {
    put1(p, PK_LONG_BINGET);
    put_le(p, (uint64_t)idx.as.i, 4);
  }
  return true;
}

static void save(Pickler *p, Value obj);

/* ---- numbers, text and bytes ---- */

/* Protocols 0 and 1 beyond 32 bits: LONG with the decimal digits and Python 2's 'L'. */
static void save_long_text(Pickler *p, Value v) {
  Value r = rt_repr(v);
  int mark = rt_cleanup_push_value(&r);
  put1(p, 'L');
  put(p, rt_str_data(r), (size_t)RT_AS(Str, r)->nbytes);
  put(p, "L\n", 2);
  rt_cleanup_pop(mark, true);
}

static void save_int(Pickler *p, Value v) {
  int64_t i;
  if (rt_int_to_i64(v, &i) && i >= INT32_MIN && i <= INT32_MAX) {
    if (p->proto == 0) {
      char t[32];
      put(p, t, (size_t)snprintf(t, sizeof t, "I%lld\n", (long long)i));
      return;
    }
    if (i >= 0 && i < 256) put1(p, PK_BININT1), put_le(p, (uint64_t)i, 1);
    else if (i >= 0 && i < 65536) put1(p, PK_BININT2), put_le(p, (uint64_t)i, 2);
    else put1(p, PK_BININT), put_le(p, (uint64_t)(uint32_t)(int32_t)i, 4);
    return;
  }
  if (p->proto < 2) {
    save_long_text(p, v);
    return;
  }
  /* two's complement, little-endian, in the fewest bytes that keep the sign */
  int64_t nbytes = (rt_int_bit_length(v) >> 3) + 1;
  Value to_bytes = rt_num_method(v, "to_bytes");
  int mark = rt_cleanup_push_value(&to_bytes);
  Value args[2] = {rt_int(nbytes), rt_str_from_c("little")};
  rt_cleanup_push_value(&args[1]);
  const char *kn[] = {"signed"};
  Value kv[] = {rt_bool(true)};
  Kwargs k = {1, kn, kv};
  Value b = rt_call(to_bytes, 2, args, &k);
  rt_cleanup_push_value(&b);
  Bytes *bb = RT_AS(Bytes, b);
  int64_t n = bb->n;
  if (rt_int_sign(v) < 0 && n > 1 && bb->data[n - 1] == 0xff && (bb->data[n - 2] & 0x80)) n--;
  unsigned char h[5];
  size_t hn;
  if (n < 256) h[0] = PK_LONG1, h[1] = (unsigned char)n, hn = 2;
  else {
    h[0] = PK_LONG4, hn = 5;
    for (int k2 = 0; k2 < 4; k2++) h[1 + k2] = (unsigned char)((uint64_t)n >> (8 * k2));
  }
  put(p, h, hn);
  put(p, bb->data, (size_t)n);
  rt_cleanup_pop(mark, true);
}

static void save_float(Pickler *p, double d) {
  if (p->proto == 0) { /* FLOAT with repr's text */
    Value r = rt_repr(rt_float(d));
    put1(p, 'F');
    put(p, rt_str_data(r), (size_t)RT_AS(Str, r)->nbytes);
    put1(p, '\n');
    rt_decref(r);
    return;
  }
  uint64_t bits;
  memcpy(&bits, &d, 8);
  unsigned char b[9] = {PK_BINFLOAT};
  for (int k = 0; k < 8; k++) b[1 + k] = (unsigned char)(bits >> (56 - 8 * k));
  put(p, b, 9);
}

/* A length-prefixed payload: the short opcode with a 1-byte length under 256 bytes (when there
 * is one), the 4-byte form, or the 8-byte one. */
static void save_sized(Pickler *p, int op1, int op4, int op8, const char *data, size_t n) {
  unsigned char h[9];
  size_t hn;
  if (op1 && n < 256) h[0] = (unsigned char)op1, h[1] = (unsigned char)n, hn = 2;
  else if (n <= 0xffffffffu) {
    h[0] = (unsigned char)op4, hn = 5;
    for (int k = 0; k < 4; k++) h[1 + k] = (unsigned char)((uint64_t)n >> (8 * k));
  } else {
    h[0] = (unsigned char)op8, hn = 9;
    for (int k = 0; k < 8; k++) h[1 + k] = (unsigned char)((uint64_t)n >> (8 * k));
  }
  put_sized(p, h, hn, data, n);
}

static void save_str(Pickler *p, Value s) {
  if (p->proto == 0) { /* UNICODE: raw-unicode-escaped text and a newline */
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    py_pickle_raw_escape(rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes, &sb);
    put1(p, 'V');
    put(p, sb.data ? sb.data : "", sb.len);
    put1(p, '\n');
    rt_cleanup_pop(mark, true);
    memoize(p, s);
    return;
  }
  save_sized(p, p->proto >= 4 ? PK_SHORT_BINUNICODE : 0, PK_BINUNICODE, PK_BINUNICODE8, rt_str_data(s),
             (size_t)RT_AS(Str, s)->nbytes);
  memoize(p, s);
}

static void write_global(Pickler *p, Value obj, Value mod, Value qual, bool fn_module);
static void save_reduce(Pickler *p, Value func, Value args, Value state, Value obj);

/* Before protocol 3 (no bytes opcodes): bytes() for b'', else _codecs.encode(the bytes as a
 * latin-1 str, 'latin1'), as CPython writes them. */
static void save_bytes_py2(Pickler *p, Value b) {
  const Bytes *bb = RT_AS(Bytes, b);
  PickleClasses *pc = py_pickle_classes();
  if (bb->n == 0) {
    Value args = rt_tuple_new(0);
    int mark = rt_cleanup_push_value(&args);
    save_reduce(p, rt_builtin_lookup("bytes"), args, rt_undef(), b);
    rt_cleanup_pop(mark, true);
    return;
  }
  if (rt_is_undef(pc->encode)) {
    pc->encode = rt_getattr(rt_builtin_lookup("str"), "encode");
    pc->latin1 = rt_str_from_c("latin1");
  }
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0; k < bb->n; k++) { /* each byte as the code point of the same value */
    unsigned c = bb->data[k];
    char u[2] = {(char)(0xC0 | c >> 6), (char)(0x80 | (c & 0x3F))};
    if (c < 0x80) rt_sb_putn(&sb, (const char *)&bb->data[k], 1);
    else rt_sb_putn(&sb, u, 2);
  }
  Value h[2] = {rt_str_new(sb.data, sb.len), rt_undef()};
  rt_sb_free(&sb);
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  h[1] = rt_tuple_from(2, (Value[2]){h[0], pc->latin1});
  if (!memo_get(p, pc->encode)) {
    Value m = rt_str_from_c("_codecs"), q = rt_str_from_c("encode");
    write_global(p, pc->encode, m, q, false);
    rt_decref(m);
    rt_decref(q);
  }
  save(p, h[1]);
  put1(p, PK_REDUCE);
  memoize(p, b);
  rt_cleanup_pop(mark, true);
}

static void save_bytes(Pickler *p, Value b) {
  if (p->proto < 3) {
    save_bytes_py2(p, b);
    return;
  }
  const Bytes *bb = RT_AS(Bytes, b);
  save_sized(p, PK_SHORT_BINBYTES, PK_BINBYTES, PK_BINBYTES8, (const char *)bb->data, (size_t)bb->n);
  memoize(p, b);
}

/* ---- containers ---- */

static void save_tuple(Pickler *p, Value t) {
  const Tuple *tu = RT_AS(Tuple, t);
  int64_t n = tu->n;
  if (n == 0) {
    if (p->proto == 0) put1(p, PK_MARK), put1(p, PK_TUPLE);
    else put1(p, PK_EMPTY_TUPLE);
    return;
  }
  bool marked = n > 3 || p->proto < 2; /* TUPLE1..3 came with protocol 2 */
  if (marked) put1(p, PK_MARK);
  for (int64_t k = 0; k < n; k++) save(p, tu->items[k]);
  if (in_memo(p, t)) { /* a tuple that contains itself through a list or dict */
    if (marked && p->proto > 0) put1(p, PK_POP_MARK);
    else for (int64_t k = 0; k < n + (marked ? 1 : 0); k++) put1(p, PK_POP); /* the MARK too */
    memo_get(p, t);
    return;
  }
  put1(p, marked ? PK_TUPLE : n == 1 ? PK_TUPLE1 : n == 2 ? PK_TUPLE2 : PK_TUPLE3);
  memoize(p, t);
}

/* items[0..n) in batches of 1000: a batch of one as `item one`, longer ones as MARK items many. */
static void save_batches(Pickler *p, Value seq, int per, int one, int many) {
  int64_t n = rt_len(seq) / per;
  for (int64_t start = 0; start < n; start += BATCH) {
    int64_t end = start + BATCH < n ? start + BATCH : n;
    if (rt_interrupted) rt_check_interrupt(); /* Ctrl-C in a long list or dict */
    if (end - start > 1 || !one) put1(p, PK_MARK);
    for (int64_t k = start * per; k < end * per; k++) {
      Value it = RT_AS(List, seq)->items[k];
      save(p, it);
    }
    put1(p, end - start > 1 || !one ? many : one);
  }
}

/* Protocol 0 has no APPENDS or SETITEMS: each item (per values) and then `one`. */
static void save_one_by_one(Pickler *p, Value seq, int per, int one) {
  for (int64_t k = 0; k < rt_len(seq); k++) {
    if (rt_interrupted) rt_check_interrupt();
    save(p, RT_AS(List, seq)->items[k]);
    if ((k + 1) % per == 0) put1(p, one);
  }
}

static void save_list(Pickler *p, Value l) {
  if (p->proto == 0) put1(p, PK_MARK), put1(p, PK_LIST);
  else put1(p, PK_EMPTY_LIST);
  memoize(p, l);
  Value copy = rt_list_new(RT_AS(List, l)->n);
  int mark = rt_cleanup_push_value(&copy);
  for (int64_t k = 0; k < RT_AS(List, l)->n; k++) rt_list_append(copy, RT_AS(List, l)->items[k]);
  if (p->proto == 0) save_one_by_one(p, copy, 1, PK_APPEND);
  else save_batches(p, copy, 1, PK_APPEND, PK_APPENDS);
  rt_cleanup_pop(mark, true);
}

static void save_dict(Pickler *p, Value d) {
  if (p->proto == 0) put1(p, PK_MARK), put1(p, PK_DICT);
  else put1(p, PK_EMPTY_DICT);
  memoize(p, d);
  Value flat = rt_list_new(2 * rt_dict_len(d));
  int mark = rt_cleanup_push_value(&flat);
  int64_t pos = 0;
  Value k, v;
  while (rt_dict_next(d, &pos, &k, &v)) rt_list_append(flat, k), rt_list_append(flat, v);
  if (p->proto == 0) save_one_by_one(p, flat, 2, PK_SETITEM);
  else save_batches(p, flat, 2, PK_SETITEM, PK_SETITEMS);
  rt_cleanup_pop(mark, true);
}

static void save_reduce(Pickler *p, Value func, Value args, Value state, Value obj);

static void save_set(Pickler *p, Value s, bool frozen) {
  Value items = rt_call(rt_builtin_lookup("list"), 1, &s, NULL), args = rt_undef();
  int mark = rt_cleanup_push_value(&items);
  rt_cleanup_push_value(&args);
  if (p->proto < 4) { /* set([items]) and frozenset([items]) through REDUCE */
    args = rt_tuple_from(1, &items);
    save_reduce(p, rt_builtin_lookup(frozen ? "frozenset" : "set"), args, rt_undef(), s);
  } else if (frozen) {
    put1(p, PK_MARK);
    for (int64_t k = 0; k < RT_AS(List, items)->n; k++) save(p, RT_AS(List, items)->items[k]);
    if (in_memo(p, s)) {
      put1(p, PK_POP_MARK);
      memo_get(p, s);
    } else {
      put1(p, PK_FROZENSET);
      memoize(p, s);
    }
  } else {
    put1(p, PK_EMPTY_SET);
    memoize(p, s);
    save_batches(p, items, 1, 0, PK_ADDITEMS);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- globals: functions and classes by reference ---- */

/* obj's attribute as a str (new reference), or RT_UNDEF. */
static Value str_attr(Value obj, const char *name) {
  Value v = rt_undef();
  if (!rt_try_getattr(obj, name, &v)) return rt_undef();
  if (rt_is_str(v)) return v;
  rt_decref(v);
  return rt_undef();
}

/* Is module.qualname obj itself? The program's own module is searched through globals(). */
static bool found_as(Value obj, Value module, Value qualname) {
  Value cur = rt_undef(), g = rt_undef();
  int mark = rt_cleanup_push_value(&cur);
  rt_cleanup_push_value(&g);
  if (!strcmp(rt_str_data(module), "__main__")) {
    g = rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL);
    Value first = rt_str_from_c(rt_str_data(qualname));
    char *dot = strchr(rt_str_data(qualname), '.');
    rt_decref(first);
    first = dot ? rt_str_new(rt_str_data(qualname), (size_t)(dot - rt_str_data(qualname))) : (rt_incref(qualname), qualname);
    Value got = rt_dict_get(g, first);
    rt_decref(first);
    if (!rt_is_undef(got)) cur = got, rt_incref(got);
  } else if (!strcmp(rt_str_data(module), "builtins")) {
    Value got = rt_builtin_lookup(rt_str_data(qualname));
    if (!rt_is_undef(got)) cur = got, rt_incref(got);
  } else {
    cur = rt_import(rt_str_data(module));
  }
  const char *q = rt_str_data(qualname), *rest = strchr(q, '.');
  if (!strcmp(rt_str_data(module), "__main__") || !strcmp(rt_str_data(module), "builtins")) q = rest ? rest + 1 : NULL;
  char part[256];
  while (q && !rt_is_undef(cur)) {
    const char *dot = strchr(q, '.');
    size_t n = dot ? (size_t)(dot - q) : strlen(q);
    snprintf(part, sizeof part, "%.*s", (int)n, q);
    Value next = rt_undef();
    bool ok = rt_try_getattr(cur, part, &next);
    rt_decref(cur);
    cur = ok ? next : rt_undef();
    q = dot ? dot + 1 : NULL;
  }
  bool same = !rt_is_undef(cur) && rt_is(cur, obj);
  rt_cleanup_pop(mark, true);
  return same;
}

/* A module or qualified name: memoized by its text, as an interned str is by identity. The
 * builtin functions' module name is one str object and the builtin classes' another (an
 * interned one) in CPython: `variant` keeps them apart. */
static void save_name(Pickler *p, Value s, bool variant) {
  Value key = variant ? rt_str_printf("\x01%s", rt_str_data(s)) : (rt_incref(s), s);
  int mark = rt_cleanup_push_value(&key);
  Value idx = rt_dict_get(p->names, key);
  if (!rt_is_undef(idx)) {
    memo_get(p, RT_AS(List, p->keep)->items[idx.as.i]);
  } else if (!memo_get(p, s)) {
    rt_dict_set(p->names, key, rt_int(rt_dict_len(p->memo)));
    save_str(p, s);
  }
  rt_cleanup_pop(mark, true);
}

/* obj as module.qual (STACK_GLOBAL, or GLOBAL's text before protocol 4), then memoized. */
static void write_global(Pickler *p, Value obj, Value mod, Value qual, bool fn_module) {
  if (p->proto >= 4) {
    save_name(p, mod, fn_module);
    /* a class written in C: CPython makes its __qualname__ afresh, so no earlier str is it */
    if (rt_is_native(obj) && RT_AS(NativeFunc, obj)->repr_as && !memo_get(p, qual)) save_str(p, qual);
    else save_name(p, qual, false);
    put1(p, PK_STACK_GLOBAL);
  } else {
    const char *m = rt_str_data(mod), *q = rt_str_data(qual);
    if (p->proto < 3) py_pickle_compat(m, q, true, &m, &q);
    put1(p, PK_GLOBAL);
    put(p, m, strlen(m));
    put1(p, '\n');
    put(p, q, strlen(q));
    put1(p, '\n');
  }
  memoize(p, obj);
}

static bool (*name_hook)(Value obj, const char **mod, const char **qual);

static void save_global(Pickler *p, Value obj) {
  const char *hm, *hq;
  if (name_hook && name_hook(obj, &hm, &hq)) { /* numpy.ndarray, numpy.dtype, ... */
    Value m = rt_str_from_c(hm), q = rt_str_from_c(hq);
    int mk = rt_cleanup_push_value(&m);
    rt_cleanup_push_value(&q);
    write_global(p, obj, m, q, false);
    rt_cleanup_pop(mk, true);
    return;
  }
  Value qual = str_attr(obj, "__qualname__"), mod = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&qual);
  rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&r);
  if (rt_is_undef(qual)) qual = str_attr(obj, "__name__");
  if (rt_is_undef(qual) && rt_is_native(obj)) qual = rt_str_from_c(RT_AS(NativeFunc, obj)->name);
  mod = str_attr(obj, "__module__");
  if (rt_is_undef(mod) && !rt_is_undef(qual) && rt_is(rt_builtin_lookup(rt_str_data(qual)), obj)) mod = rt_str_from_c("builtins");
  r = rt_repr(obj);
  if (rt_is_undef(qual) || rt_is_undef(mod)) py_pickle_raise(py_pickle_classes()->pickling, "Can't pickle %s: it's not found", rt_str_data(r));
  if (strstr(rt_str_data(qual), "<locals>")) rt_raise(RT_EXC_AttributeError, "Can't pickle local object '%s'", rt_str_data(qual));
  if (!found_as(obj, mod, qual)) {
    const char *q = rt_str_data(qual), *dot = strrchr(q, '.');
    py_pickle_raise(py_pickle_classes()->pickling, "Can't pickle %s: attribute lookup %s on %s failed", rt_str_data(r),
                    dot ? dot + 1 : q, rt_str_data(mod));
  }
  write_global(p, obj, mod, qual, rt_is_native(obj) && !RT_AS(NativeFunc, obj)->repr_as);
  rt_cleanup_pop(mark, true);
}

/* ---- reduce: complex numbers and instances ---- */

/* func(*args) to rebuild obj, then its state through BUILD (state RT_UNDEF or None: none). */
static void save_reduce(Pickler *p, Value func, Value args, Value state, Value obj) {
  save(p, func);
  save(p, args);
  put1(p, PK_REDUCE);
  memoize(p, obj);
  if (!rt_is_undef(state) && !rt_is_none(state)) {
    save(p, state);
    put1(p, PK_BUILD);
  }
}

static void save_complex(Pickler *p, Value z) {
  Value parts[2] = {rt_float(RT_AS(Complex, z)->re), rt_float(RT_AS(Complex, z)->im)};
  Value args = rt_tuple_from(2, parts);
  int mark = rt_cleanup_push_value(&args);
  save_reduce(p, rt_builtin_lookup("complex"), args, rt_undef(), z);
  rt_cleanup_pop(mark, true);
}

/* An exception's __dict__ for its pickle state: the attributes it keeps less those CPython
 * keeps outside __dict__ (OSError's errno, StopIteration's value, ...); RT_UNDEF when none. */
static Value exc_dict_state(Value exc) {
  static const char *const builtin[] = {"errno", "strerror", "filename", "filename2",
      "winerror", "characters_written", "value", "code", "name", "path", "msg", "lineno",
      "offset", "text", "end_lineno", "end_offset", "print_file_and_line", "object", "start",
      "end", "reason", "encoding", "obj"};
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  Value d = rt_undef();
  for (int i = 0; i < n; i++) {
    bool skip = false;
    for (size_t k = 0; k < sizeof builtin / sizeof builtin[0] && !skip; k++)
      skip = strcmp(attrs[i].name, builtin[k]) == 0;
    if (skip) continue;
    if (rt_is_undef(d)) d = rt_dict_new();
    Value key = rt_str_from_c(attrs[i].name);
    rt_dict_set(d, key, attrs[i].value);
    rt_decref(key);
  }
  return d;
}

/* range, slice, bytearray and exception instances as their __reduce_ex__ gives them: the
 * class called on the arguments that rebuild the object (an exception's args, its __dict__
 * as the state when it has one); protocol 5 writes a bytearray as one BYTEARRAY8. False for
 * other objects. */
static bool save_builtin_reduced(Pickler *p, Value obj) {
  Value h[3] = {rt_undef(), rt_undef(), rt_undef()}; /* the class, the args, the state */
  if (rt_is_type(obj, &rt_bytearray_type) && p->proto >= 5) {
    const Bytes *b = RT_AS(Bytes, obj);
    unsigned char h[9] = {PK_BYTEARRAY8};
    for (int k = 0; k < 8; k++) h[1 + k] = (unsigned char)((uint64_t)b->n >> (8 * k));
    put_sized(p, h, sizeof h, (const char *)b->data, (size_t)b->n);
    memoize(p, obj);
    return true;
  }
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  if (rt_is_type(obj, &rt_range_type)) {
    const Range *r = RT_AS(Range, obj);
    h[0] = rt_builtin_lookup("range");
    rt_incref(h[0]); /* borrowed */
    h[1] = rt_tuple_from(3, (Value[3]){rt_int(r->start), rt_int(r->stop), rt_int(r->step)});
  } else if (rt_is_type(obj, &rt_slice_type)) {
    const Slice *sl = RT_AS(Slice, obj);
    h[0] = rt_builtin_lookup("slice");
    rt_incref(h[0]); /* borrowed */
    h[1] = rt_tuple_from(3, (Value[3]){sl->start, sl->stop, sl->step});
  } else if (rt_is_type(obj, &rt_bytearray_type)) {
    const Bytes *b = RT_AS(Bytes, obj);
    h[0] = rt_builtin_lookup("bytearray");
    rt_incref(h[0]); /* borrowed */
    if (b->n == 0) {
      h[1] = rt_tuple_new(0);
    } else {
      Value bytes = rt_bytes_new(&rt_bytes_type, b->data, (size_t)b->n);
      h[1] = rt_tuple_from(1, &bytes);
      rt_decref(bytes);
    }
  } else if (rt_is_exception(obj) && !rt_is_instance(obj)) {
    h[0] = rt_exc_class_of(obj);
    rt_incref(h[0]); /* borrowed */
    h[1] = rt_getattr(obj, "args");
    h[2] = exc_dict_state(obj);
  } else {
    rt_cleanup_pop(mark, true);
    return false;
  }
  save_reduce(p, h[0], h[1], h[2], obj);
  rt_cleanup_pop(mark, true);
  return true;
}

/* The method name of obj's class when a class other than object defines it (new reference to
 * the bound method), else RT_UNDEF. */
static Value own_method(Value obj, const char *name) {
  ClassObj *owner = NULL, *c = rt_user_class_of(obj);
  if (!c) return rt_undef();
  Value f = rt_class_lookup(c, name, &owner);
  if (rt_is_undef(f) || !owner || rt_is(rt_obj(owner), rt_object_class())) return rt_undef();
  return rt_getattr(obj, name);
}

/* Whether obj's class (a builtin's subclass: an IntEnum) defines __reduce_ex__ itself. */
static bool own_reduce_ex(Value obj) {
  ClassObj *owner = NULL, *c = rt_user_class_of(obj);
  if (!c) return false;
  Value f = rt_class_lookup(c, "__reduce_ex__", &owner);
  return !rt_is_undef(f) && owner && !rt_is(rt_obj(owner), rt_object_class());
}

static Value call0(Value f) {
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* What a class's __reduce_ex__/__reduce__ gave: a global's name, or (func, args[, state]). */
static void save_reduced(Pickler *p, Value obj, Value rv) {
  if (rt_is_str(rv)) {
    save_global(p, obj);
    return;
  }
  if (!rt_is_tuple(rv)) py_pickle_raise(py_pickle_classes()->pickling, "__reduce__ must return a string or tuple");
  int64_t n = RT_AS(Tuple, rv)->n;
  if (n < 2 || n > 6) py_pickle_raise(py_pickle_classes()->pickling, "tuple returned by __reduce__ must contain 2 through 6 elements");
  const Value *it = RT_AS(Tuple, rv)->items;
  if (!rt_is_tuple(it[1])) py_pickle_raise(py_pickle_classes()->pickling, "second item of the tuple returned by __reduce__ must be a tuple");
  save_reduce(p, it[0], it[1], n > 2 ? it[2] : rt_undef(), obj);
}

/* The state of an instance of a class with __slots__: (None, {slot: value}) for the slots
 * that are set, None when none is (copyreg's protocol-2 state). */
static Value slot_state(Value obj, Value slots) {
  Value names = rt_is_str(slots) ? rt_tuple_from(1, &slots) : rt_call(rt_builtin_lookup("tuple"), 1, &slots, NULL);
  int mark = rt_cleanup_push_value(&names);
  Value d = rt_dict_new(), v = rt_undef();
  rt_cleanup_push_value(&d);
  for (int64_t k = 0; k < RT_AS(Tuple, names)->n; k++) {
    Value n = RT_AS(Tuple, names)->items[k];
    if (!rt_is_str(n) || !strcmp(rt_str_data(n), "__dict__") || !strcmp(rt_str_data(n), "__weakref__")) continue;
    if (!rt_try_getattr(obj, rt_str_data(n), &v)) continue;
    rt_dict_set(d, n, v);
    rt_decref(v);
  }
  Value r = rt_none();
  if (rt_dict_len(d)) {
    Value parts[2] = {rt_none(), d};
    r = rt_tuple_from(2, parts);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* Protocols 0 and 1, as copyreg._reduce_ex reduces an instance: copyreg._reconstructor(cls,
 * object, None) (a namedtuple: (cls, tuple, its fields)), then the state __getstate__ gives
 * (the __dict__ when not empty) through BUILD when it is true. */
static void save_instance_old(Pickler *p, Value obj) {
  Value cls = rt_obj(rt_user_class_of(obj));
  Value h[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()}; /* state, args, global name */
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&h[k]);
  bool namedtuple = rt_coll_is_namedtuple(obj);
  Value gs = own_method(obj, "__getstate__");
  if (!rt_is_undef(gs)) {
    h[0] = call0(gs);
  } else if (!namedtuple && rt_try_getattr(obj, "__slots__", &h[1]) && rt_truthy(h[1])) {
    rt_raise(RT_EXC_TypeError, "a class that defines __slots__ without defining __getstate__ "
                               "cannot be pickled");
  } else if (!namedtuple) {
    h[0] = rt_vars(obj);
  }
  rt_decref(h[1]);
  h[1] = rt_undef();
  if (namedtuple) {
    Value fields = rt_call(rt_builtin_lookup("tuple"), 1, &obj, NULL);
    h[1] = rt_tuple_from(3, (Value[3]){cls, rt_builtin_lookup("tuple"), fields});
    rt_decref(fields);
  } else {
    h[1] = rt_tuple_from(3, (Value[3]){cls, rt_object_class(), rt_none()});
  }
  Value rec = py_pickle_reconstructor();
  if (!memo_get(p, rec)) {
    h[2] = rt_str_from_c("copyreg");
    h[3] = rt_str_from_c("_reconstructor");
    write_global(p, rec, h[2], h[3], false);
  }
  save(p, h[1]);
  put1(p, PK_REDUCE);
  memoize(p, obj);
  if (!rt_is_undef(h[0]) && rt_truthy(h[0])) {
    save(p, h[0]);
    put1(p, PK_BUILD);
  }
  rt_cleanup_pop(mark, true);
}

static void save_instance(Pickler *p, Value obj) {
  Value h[3] = {rt_undef(), rt_undef(), rt_undef()}; /* reducer, args, state */
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  h[0] = own_method(obj, "__reduce_ex__");
  if (!rt_is_undef(h[0])) {
    Value proto = rt_int(p->proto);
    Value f = h[0];
    h[0] = rt_undef();
    rt_cleanup_push_value(&f);
    h[0] = rt_call(f, 1, &proto, NULL);
    save_reduced(p, obj, h[0]);
    rt_cleanup_pop(mark, true);
    return;
  }
  h[0] = own_method(obj, "__reduce__");
  if (!rt_is_undef(h[0])) {
    Value f = h[0];
    h[0] = rt_undef();
    h[0] = call0(f);
    save_reduced(p, obj, h[0]);
    rt_cleanup_pop(mark, true);
    return;
  }
  if (p->proto < 2) {
    save_instance_old(p, obj);
    rt_cleanup_pop(mark, true);
    return;
  }
  Value cls = rt_obj(rt_user_class_of(obj));
  Value gna = own_method(obj, "__getnewargs__");
  bool namedtuple = rt_coll_is_namedtuple(obj);
  if (namedtuple && rt_is_undef(gna)) h[1] = rt_call(rt_builtin_lookup("tuple"), 1, &obj, NULL);
  else h[1] = rt_is_undef(gna) ? rt_tuple_new(0) : call0(gna);
  Value gs = own_method(obj, "__getstate__"), slots = rt_undef();
  if (!rt_is_undef(gs)) {
    h[2] = call0(gs);
  } else if (namedtuple) {
    h[2] = rt_undef(); /* its fields are the arguments; it has no __dict__ */
  } else if (rt_try_getattr(cls, "__slots__", &slots)) {
    rt_cleanup_push_value(&slots);
    h[2] = slot_state(obj, slots);
  } else {
    Value d = rt_vars(obj);
    if (rt_dict_len(d) > 0) h[2] = d;
    else rt_decref(d);
  }
  save(p, cls);
  save(p, h[1]);
  put1(p, PK_NEWOBJ);
  memoize(p, obj);
  if (!rt_is_undef(h[2]) && !rt_is_none(h[2])) {
    save(p, h[2]);
    put1(p, PK_BUILD);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- collections' containers, by the reductions CPython's give ---- */

/* items (a list; pairs flattened for a mapping) after REDUCE, as save_reduce's listitems and
 * dictitems go. */
static void save_collection_items(Pickler *p, Value items, bool mapping) {
  if (p->proto == 0) {
    save_one_by_one(p, items, mapping ? 2 : 1, mapping ? PK_SETITEM : PK_APPEND);
    return;
  }
  save_batches(p, items, mapping ? 2 : 1, mapping ? PK_SETITEM : PK_APPEND, mapping ? PK_SETITEMS : PK_APPENDS);
}

/* OrderedDict, defaultdict, Counter and deque: (cls, args) through REDUCE, then their items;
 * false for anything else. */
static bool save_collection(Pickler *p, Value obj) {
  static const char *const types[][2] = {{"collections.OrderedDict", "OrderedDict"},
                                         {"collections.defaultdict", "defaultdict"},
                                         {"Counter", "Counter"},
                                         {"collections.deque", "deque"}};
  int which = -1;
  for (int k = 0; k < 4; k++)
    if (!strcmp(rt_type_name(obj), types[k][0])) which = k;
  if (which < 0) return false;
  Value h[6] = {rt_import("collections"), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 6; k++) rt_cleanup_push_value(&h[k]);
  h[1] = rt_getattr(h[0], types[which][1]); /* the class */
  Value type = rt_call(rt_builtin_lookup("type"), 1, &obj, NULL);
  bool exact = rt_is(type, h[1]);
  rt_decref(type);
  if (!exact) {
    rt_cleanup_pop(mark, true);
    return false;
  }
  h[2] = rt_str_from_c("collections");
  h[3] = rt_str_from_c(types[which][1]);
  if (!memo_get(p, h[1])) write_global(p, h[1], h[2], h[3], false);
  bool mapping = which < 2;
  if (which == 2) { /* Counter(dict(self)) */
    Value d = rt_call(rt_builtin_lookup("dict"), 1, &obj, NULL);
    h[4] = rt_tuple_from(1, &d);
    rt_decref(d);
  } else if (which == 1) { /* defaultdict(default_factory) */
    Value f = rt_getattr(obj, "default_factory");
    h[4] = rt_tuple_from(1, &f);
    rt_decref(f);
  } else if (which == 3) { /* deque() or deque((), maxlen) */
    Value ml = rt_getattr(obj, "maxlen");
    Value parts[2] = {rt_tuple_new(0), ml};
    h[4] = rt_is_none(ml) ? rt_tuple_new(0) : rt_tuple_from(2, parts);
    rt_decref(parts[0]);
    rt_decref(ml);
  } else {
    h[4] = rt_tuple_new(0);
  }
  save(p, h[4]);
  put1(p, PK_REDUCE);
  memoize(p, obj);
  if (which != 2) {
    h[5] = rt_list_new(0);
    if (mapping) {
      Value im = rt_getattr(obj, "items");
      Value items = rt_call(im, 0, NULL, NULL);
      rt_decref(im);
      Value it = rt_iter(items), pair = rt_undef();
      rt_decref(items);
      while (rt_next(it, &pair)) {
        rt_list_append(h[5], RT_AS(Tuple, pair)->items[0]);
        rt_list_append(h[5], RT_AS(Tuple, pair)->items[1]);
        rt_decref(pair);
      }
      rt_decref(it);
    } else {
      Value l = rt_call(rt_builtin_lookup("list"), 1, &obj, NULL);
      rt_decref(h[5]);
      h[5] = l;
    }
    save_collection_items(p, h[5], mapping);
  }
  rt_cleanup_pop(mark, true);
  return true;
}

/* ---- dispatch ---- */

static Value (*reduce_hook)(Value obj);

/* An object a higher layer reduces (a NumPy array or dtype). */
static bool save_hooked(Pickler *p, Value obj) {
  Value rv = reduce_hook ? reduce_hook(obj) : rt_undef();
  if (rt_is_undef(rv)) return false;
  int mark = rt_cleanup_push_value(&rv);
  save_reduced(p, obj, rv);
  rt_cleanup_pop(mark, true);
  return true;
}

/* A value of a type written in C whose methods include __reduce_ex__ (datetime's): what it
 * gives for the protocol. */
static bool save_native_reduced(Pickler *p, Value obj) {
  if (obj.tag != RT_OBJ || !obj.as.o->type->method) return false;
  RtMethodFn fn = obj.as.o->type->method(obj, "__reduce_ex__");
  if (!fn) return false;
  Value proto = rt_int(p->proto);
  Value rv = fn(obj, 1, &proto, NULL);
  int mark = rt_cleanup_push_value(&rv);
  save_reduced(p, obj, rv);
  rt_cleanup_pop(mark, true);
  return true;
}

static bool is_global(Value v) {
  if (rt_is_class(v) || rt_is_python_function(v)) return true;
  if (rt_is_native(v)) return true;
  return rt_is_exc_class(v);
}

static void save_inner(Pickler *p, Value obj);

static void save(Pickler *p, Value obj) {
  if (p->depth >= rt_recursion_limit())
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded while pickling an object");
  p->depth++;
  save_inner(p, obj);
  p->depth--;
}

static void save_inner(Pickler *p, Value obj) {
  if (p->proto >= 4 && p->frame.len >= FRAME_TARGET) commit_frame(p);
  switch (obj.tag) {
  case RT_NONE: put1(p, PK_NONE); return;
  case RT_BOOL:
    if (p->proto < 2) put(p, obj.as.b ? "I01\n" : "I00\n", 4);
    else put1(p, obj.as.b ? PK_NEWTRUE : PK_NEWFALSE);
    return;
  case RT_INT: save_int(p, obj); return;
  case RT_FLOAT: save_float(p, obj.as.f); return;
  default: break;
  }
  if (rt_is_bigint(obj)) {
    save_int(p, obj);
    return;
  }
  if (obj.tag == RT_OBJ && memo_get(p, obj)) return;
  if (rt_is_str(obj)) save_str(p, obj);
  else if (rt_is_type(obj, &rt_bytes_type)) save_bytes(p, obj);
  else if (rt_is_tuple(obj)) save_tuple(p, obj);
  else if (rt_is_list(obj)) save_list(p, obj);
  else if (rt_is_dict(obj)) save_dict(p, obj);
  else if (rt_is_set(obj)) save_set(p, obj, false);
  else if (rt_is_frozenset(obj)) save_set(p, obj, true);
  else if (rt_is_complex(obj)) save_complex(p, obj);
  else if (save_builtin_reduced(p, obj)) return;
  else if (save_collection(p, obj)) return;
  else if (is_global(obj)) save_global(p, obj);
  else if (rt_is_instance(obj) && (rt_is_undef(RT_AS(Instance, obj)->base) || own_reduce_ex(obj) ||
                                    rt_coll_is_namedtuple(obj)))
    save_instance(p, obj);
  else if (!save_native_reduced(p, obj) && !save_hooked(p, obj))
    rt_raise(RT_EXC_TypeError, "cannot pickle '%s' object", rt_type_name(obj));
}

/* ---- the module's functions ---- */

static int protocol_of(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return DEFAULT_PROTO;
  int64_t proto = rt_to_index(v, "protocol");
  if (proto < 0) proto = HIGHEST;
  if (proto > HIGHEST) rt_raise(RT_EXC_ValueError, "pickle protocol must be <= %d", HIGHEST);
  return (int)proto;
}

/* Installed once when NumPy starts, as the traceback hook (error.c). */
static bool (*name_hook)(Value obj, const char **mod, const char **qual);
static Value (*build_hook)(Value inst, Value state);
void py_set_pickle_build_hook(Value (*hook)(Value inst, Value state)) { build_hook = hook; }
Value py_pickle_hook_reduce(Value obj) { return reduce_hook ? reduce_hook(obj) : rt_undef(); }
Value py_pickle_hook_build(Value inst, Value state) { return build_hook ? build_hook(inst, state) : rt_undef(); }
void py_set_pickle_reduce_hook(Value (*hook)(Value obj), bool (*name)(Value obj, const char **mod, const char **qual)) {
  reduce_hook = hook;
  name_hook = name;
}

static void pickler_free(void *pv) {
  Pickler *p = pv;
  rt_sb_free(&p->out);
  rt_sb_free(&p->frame);
  rt_decref(p->memo);
  rt_decref(p->keep);
  rt_decref(p->names);
}

/* pickle.dumps(obj, protocol) as a bytes object; with `owner`, a Pickler object, the memo
 * goes on from its earlier dumps and stays with it (its _memo, _keep, _names), as CPython's. */
static Value dumps_memo(Value obj, int proto, Value owner) {
  Pickler p;
  rt_sb_init(&p.out);
  rt_sb_init(&p.frame);
  p.memo = p.keep = p.names = rt_undef();
  if (!rt_is_undef(owner) && rt_try_getattr(owner, "_memo", &p.memo)) {
    p.keep = rt_getattr(owner, "_keep");
    p.names = rt_getattr(owner, "_names");
  } else {
    p.memo = rt_dict_new();
    p.keep = rt_list_new(0);
    p.names = rt_dict_new();
    if (!rt_is_undef(owner)) {
      rt_setattr(owner, "_memo", p.memo);
      rt_setattr(owner, "_keep", p.keep);
      rt_setattr(owner, "_names", p.names);
    }
  }
  p.proto = proto;
  p.depth = 0;
  int mark = rt_cleanup_push(pickler_free, &p);
  unsigned char head[2] = {PK_PROTO, (unsigned char)proto};
  if (proto >= 2) rt_sb_putn(&p.out, (const char *)head, 2);
  save(&p, obj);
  put1(&p, PK_STOP);
  commit_frame(&p);
  Value b = rt_bytes_new(&rt_bytes_type, p.out.data, p.out.len);
  rt_cleanup_pop(mark, true);
  return b;
}

static Value dumps_value(Value obj, int proto) { return dumps_memo(obj, proto, rt_undef()); }

static void write_to(Value file, Value b) {
  Value w = rt_undef();
  int mark = rt_cleanup_push_value(&w);
  if (!rt_try_getattr(file, "write", &w)) rt_raise(RT_EXC_TypeError, "file must have a 'write' attribute");
  Value r = rt_call(w, 1, &b, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

static Value p_dumps(ARGS) {
  (void)self;
  static const char *const names[] = {"obj", "protocol", "fix_imports", "buffer_callback"};
  Value a[4];
  rt_parse_args("dumps", argc, argv, kw, 4, names, 1, a);
  return dumps_value(a[0], protocol_of(a[1]));
}

static Value p_dump(ARGS) {
  (void)self;
  static const char *const names[] = {"obj", "file", "protocol", "fix_imports", "buffer_callback"};
  Value a[5];
  rt_parse_args("dump", argc, argv, kw, 5, names, 2, a);
  Value b = dumps_value(a[0], protocol_of(a[2])), w = rt_undef();
  int mark = rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&w);
  if (!rt_try_getattr(a[1], "write", &w)) rt_raise(RT_EXC_TypeError, "file must have a 'write' attribute");
  Value r = rt_call(w, 1, &b, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value p_loads(ARGS) {
  (void)self;
  static const char *const names[] = {"data", "fix_imports", "encoding", "errors", "buffers"};
  Value a[5];
  rt_parse_args("loads", argc, argv, kw, 5, names, 1, a);
  if (!rt_is_bytes_like(a[0])) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(a[0]));
  int64_t used;
  return py_pickle_load(RT_AS(Bytes, a[0])->data, RT_AS(Bytes, a[0])->n, &used);
}

/* pickle.load(file): reads what is left, takes one pickle and seeks the file back to just
 * after it, so that load can be called again for the next one. */
static Value p_load(ARGS) {
  (void)self;
  static const char *const names[] = {"file", "fix_imports", "encoding", "errors", "buffers"};
  Value a[5];
  rt_parse_args("load", argc, argv, kw, 5, names, 1, a);
  Value h[3] = {rt_undef(), rt_undef(), rt_undef()}; /* data, tell result, seek */
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  Value tell = rt_undef();
  if (rt_try_getattr(a[0], "tell", &tell)) h[1] = call0(tell);
  Value rd = rt_getattr(a[0], "read");
  h[0] = call0(rd);
  if (!rt_is_bytes_like(h[0])) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(h[0]));
  int64_t used = 0;
  Value v = py_pickle_load(RT_AS(Bytes, h[0])->data, RT_AS(Bytes, h[0])->n, &used);
  rt_cleanup_push_value(&v);
  if (used < RT_AS(Bytes, h[0])->n && h[1].tag == RT_INT && rt_try_getattr(a[0], "seek", &h[2])) {
    Value pos = rt_int(h[1].as.i + used);
    Value r = rt_call(h[2], 1, &pos, NULL);
    rt_decref(r);
  }
  rt_cleanup_pop(mark + 3, false);
  rt_cleanup_pop(mark, true);
  return v;
}

/* ---- Pickler and Unpickler: the functions above on a file kept by the object ---- */

static Value pickler_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "file", "protocol", "fix_imports", "buffer_callback"};
  Value a[5];
  rt_parse_args("Pickler", argc, argv, kw, 5, names, 2, a);
  Value proto = rt_int(protocol_of(a[2]));
  if (!rt_try_getattr(a[1], "write", &a[3])) rt_raise(RT_EXC_TypeError, "file must have a 'write' attribute");
  rt_decref(a[3]);
  rt_setattr(a[0], "_file", a[1]);
  rt_setattr(a[0], "_protocol", proto);
  return rt_none();
}

static Value pickler_dump(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("dump", argc, kw, 2, 2, RT_ARGS_NONE);
  Value file = rt_getattr(argv[0], "_file"), b = rt_undef();
  int mark = rt_cleanup_push_value(&file);
  rt_cleanup_push_value(&b);
  Value proto = rt_getattr(argv[0], "_protocol");
  b = dumps_memo(argv[1], proto.tag == RT_INT ? (int)proto.as.i : DEFAULT_PROTO, argv[0]);
  rt_decref(proto);
  write_to(file, b);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value unpickler_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "file", "fix_imports", "encoding", "errors", "buffers"};
  Value a[6];
  rt_parse_args("Unpickler", argc, argv, kw, 6, names, 2, a);
  rt_setattr(a[0], "_file", a[1]);
  return rt_none();
}

static Value unpickler_load(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("load", argc, kw, 1, 1, RT_ARGS_NONE);
  Value file = rt_getattr(argv[0], "_file");
  int mark = rt_cleanup_push_value(&file);
  Value r = p_load(rt_none(), 1, &file, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* class name with __init__ and one method, in module _pickle as CPython's */
static Value file_class(const char *name, NativeFn init, const char *mname, NativeFn method) {
  Value args[3] = {rt_str_from_c(name), rt_tuple_new(0), rt_dict_new()};
  Value mod = rt_str_from_c("_pickle");
  rt_dict_set_str(args[2], "__module__", mod);
  rt_decref(mod);
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  ClassObj *c = RT_AS(ClassObj, cls);
  char q[64];
  snprintf(q, sizeof q, "%s.__init__", name);
  rt_class_set(c, "__init__", rt_native_method_new("__init__", q, init, rt_none()));
  snprintf(q, sizeof q, "%s.%s", name, mname);
  rt_class_set(c, mname, rt_native_method_new(mname, q, method, rt_none()));
  return cls;
}

/* A class made as `class name(base)` whose qualname carries its module (as json's
 * JSONDecodeError does), so that an uncaught one prints as CPython's "_pickle.PicklingError: ...". */
static Value error_class(const char *name, const char *qualname, Value base) {
  Value bases = rt_tuple_from(1, &base);
  Value ns = rt_dict_new();
  Value q = rt_str_from_c(qualname);
  rt_dict_set_str(ns, "__qualname__", q);
  rt_decref(q);
  Value args[3] = {rt_str_from_c(name), bases, ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  return cls;
}

void rt_pickle_module_init(Value m) {
  PickleClasses *pc = py_pickle_classes();
  pc->error = error_class("PickleError", "_pickle.PickleError", rt_exc_class(RT_EXC_Exception));
  rt_module_set(m, "PickleError", pc->error);
  pc->pickling = error_class("PicklingError", "_pickle.PicklingError", pc->error);
  rt_module_set(m, "PicklingError", pc->pickling);
  pc->unpickling = error_class("UnpicklingError", "_pickle.UnpicklingError", pc->error);
  rt_module_set(m, "UnpicklingError", pc->unpickling);
  rt_module_set(m, "HIGHEST_PROTOCOL", rt_int(HIGHEST));
  rt_module_set(m, "DEFAULT_PROTOCOL", rt_int(DEFAULT_PROTO));
  rt_module_add_fn(m, "dumps", p_dumps);
  rt_module_add_fn(m, "dump", p_dump);
  rt_module_add_fn(m, "loads", p_loads);
  rt_module_add_fn(m, "load", p_load);
  rt_module_set(m, "Pickler", file_class("Pickler", pickler_init, "dump", pickler_dump));
  rt_module_set(m, "Unpickler", file_class("Unpickler", unpickler_init, "load", unpickler_load));
}
