/* pickle_load.c — the unpickler behind pickle.loads and pickle.load: a stack machine over the
 * opcodes of protocols 0 to 5 (protocol 0's text forms and the binary ones), with the memo, marks, globals found by module
 * and qualified name (the program's own classes through globals()), REDUCE, NEWOBJ and BUILD
 * (__setstate__, else the instance's __dict__ updated). Truncated or unknown input raises
 * CPython's UnpicklingError or EOFError messages. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "pickle_hooks.h"
#include "pickle_internal.h"
#include "py.h"

typedef struct Loader {
  const unsigned char *data;
  int64_t n, pos;
  Value stack; /* a list */
  Value marks; /* a list of ints: stack lengths at each MARK */
  Value memo;  /* a dict: index -> object */
} Loader;

static void loader_free(void *pv) {
  Loader *l = pv;
  rt_decref(l->stack);
  rt_decref(l->marks);
  rt_decref(l->memo);
}

static _Noreturn void unpickling(const char *msg) { py_pickle_raise(py_pickle_classes()->unpickling, "%s", msg); }

static const unsigned char *take(Loader *l, int64_t n) {
  if (n < 0 || l->n - l->pos < n) unpickling("pickle data was truncated");
  const unsigned char *p = l->data + l->pos;
  l->pos += n;
  return p;
}

static uint64_t le(Loader *l, int n) {
  const unsigned char *p = take(l, n);
  uint64_t v = 0;
  for (int k = n - 1; k >= 0; k--) v = v << 8 | p[k];
  return v;
}

static List *stk(Loader *l) { return RT_AS(List, l->stack); }

/* The stack length at the last MARK: what is under it is out of reach until the MARK goes, so
 * a pop there is CPython's "unexpected MARK found" (no MARK: "unpickling stack underflow"). */
static int64_t fence(Loader *l) {
  const List *m = RT_AS(List, l->marks);
  return m->n ? m->items[m->n - 1].as.i : 0;
}

static _Noreturn void underflow(Loader *l) {
  unpickling(RT_AS(List, l->marks)->n ? "unexpected MARK found" : "unpickling stack underflow");
}

/* At least k items above the fence. */
static void need(Loader *l, int64_t k) {
  if (stk(l)->n - fence(l) < k) underflow(l);
}

/* Push v (stolen). */
static void push(Loader *l, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_list_append(l->stack, v);
  rt_cleanup_pop(mark, true);
}

/* Pop the top (a new reference). */
static Value pop(Loader *l) {
  need(l, 1);
  return stk(l)->items[--stk(l)->n];
}

static Value top(Loader *l) {
  need(l, 1);
  return stk(l)->items[stk(l)->n - 1];
}

/* The stack length at the last MARK, which is dropped. */
static int64_t pop_mark(Loader *l) {
  List *m = RT_AS(List, l->marks);
  if (m->n == 0) unpickling("could not find MARK");
  Value v = m->items[--m->n];
  return v.as.i;
}

/* The items above the last MARK as a new tuple; they leave the stack. */
static Value pop_to_mark(Loader *l) {
  int64_t at = pop_mark(l);
  List *s = stk(l);
  Value t = rt_tuple_from(s->n - at, s->n > at ? s->items + at : NULL); /* items: NULL when empty */
  while (s->n > at) rt_decref(s->items[--s->n]);
  return t;
}

static void memo_put(Loader *l, int64_t idx) { rt_dict_set(l->memo, rt_int(idx), top(l)); }

static void memo_push(Loader *l, int64_t idx) {
  Value v = rt_dict_get(l->memo, rt_int(idx));
  if (rt_is_undef(v)) py_pickle_raise(py_pickle_classes()->unpickling, "Memo value not found at index %lld", (long long)idx);
  rt_incref(v);
  push(l, v);
}

static Value text(Loader *l, int64_t n) {
  const unsigned char *p = take(l, n);
  Value b = rt_bytes_new(&rt_bytes_type, p, (size_t)n);
  int mark = rt_cleanup_push_value(&b);
  Value s = rt_bytes_decode(b, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return s;
}

static Value long_from(Loader *l, int64_t n) {
  if (n == 0) return rt_int(0);
  const unsigned char *p = take(l, n);
  Value b = rt_bytes_new(&rt_bytes_type, p, (size_t)n), fb = rt_undef();
  int mark = rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&fb);
  fb = rt_num_class_method("int", "from_bytes");
  Value args[2] = {b, rt_str_from_c("little")};
  rt_cleanup_push_value(&args[1]);
  const char *kn[] = {"signed"};
  Value kv[] = {rt_bool(true)};
  Kwargs k = {1, kn, kv};
  Value v = rt_call(fb, 2, args, &k);
  rt_cleanup_pop(mark, true);
  return v;
}

/* CPython's AttributeError for a global the unpickler cannot find, naming the module by its repr. */
static _Noreturn void no_attribute(Value name, Value module, Value modv) {
  const char *mod = rt_str_data(module);
  if (!rt_is_undef(modv)) {
    Value r = rt_repr(modv);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_AttributeError, "Can't get attribute '%s' on %s", rt_str_data(name), rt_str_data(r));
  }
  if (strcmp(mod, "__main__")) rt_raise(RT_EXC_AttributeError, "Can't get attribute '%s' on <module '%s' (built-in)>", rt_str_data(name), mod);
  Value g = rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL);
  rt_cleanup_push_value(&g);
  Value key = rt_str_from_c("__file__");
  Value file = rt_dict_get(g, key);
  rt_decref(key);
  if (rt_is_str(file)) rt_raise(RT_EXC_AttributeError, "Can't get attribute '%s' on <module '__main__' from '%s'>", rt_str_data(name), rt_str_data(file));
  rt_raise(RT_EXC_AttributeError, "Can't get attribute '%s' on <module '__main__'>", rt_str_data(name));
}

/* copyreg._reconstructor: object.__new__(cls) for base object, else base.__new__(cls, state)
 * and base.__init__(obj, state) when base has its own __init__; a tuple subclass (a
 * namedtuple, whose base Weft's tuple has no __new__ for) is called on the state's items. */
static Value reconstruct(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("_reconstructor", argc, kw, 3, 3);
  Value cls = argv[0], base = argv[1], state = argv[2], nw = rt_undef(), obj = rt_undef();
  Value init = rt_undef(), oinit = rt_undef();
  int mark = rt_cleanup_push_value(&nw);
  rt_cleanup_push_value(&obj);
  rt_cleanup_push_value(&init);
  rt_cleanup_push_value(&oinit);
  bool plain = rt_is(base, rt_object_class());
  if (!plain && rt_is(base, rt_builtin_lookup("tuple")) && rt_is_tuple(state)) {
    obj = rt_call(cls, (int)RT_AS(Tuple, state)->n, RT_AS(Tuple, state)->items, NULL);
  } else {
    nw = rt_getattr(base, "__new__");
    obj = rt_call(nw, plain ? 1 : 2, (Value[2]){cls, state}, NULL);
    if (!plain && rt_try_getattr(base, "__init__", &init)) {
      oinit = rt_getattr(rt_object_class(), "__init__");
      if (!rt_equal(init, oinit)) rt_decref(rt_call(init, 2, (Value[2]){obj, state}, NULL));
    }
  }
  rt_incref(obj);
  rt_cleanup_pop(mark, true);
  return obj;
}

Value py_pickle_reconstructor(void) {
  PickleClasses *pc = py_pickle_classes();
  if (rt_is_undef(pc->reconstructor)) pc->reconstructor = rt_native_new("_reconstructor", reconstruct);
  return pc->reconstructor;
}

/* module.qualname: builtins from the builtins, the program's own names from globals(). */
static Value find_class(Value module, Value name) {
  const char *mod = rt_str_data(module), *q = rt_str_data(name);
  if (!strcmp(mod, "copyreg") && !strcmp(q, "_reconstructor")) {
    Value r = py_pickle_reconstructor();
    rt_incref(r);
    return r;
  }
  if (!strcmp(mod, "_codecs") && !strcmp(q, "encode")) /* protocol 2's bytes: str.encode does */
    return rt_getattr(rt_builtin_lookup("str"), "encode");
  if (py_pickle_compat(mod, q, false, &mod, &q)) { /* a Python 2 name (fix_imports) */
    Value m = rt_str_from_c(mod), n = rt_str_from_c(q);
    int mark = rt_cleanup_push_value(&m);
    rt_cleanup_push_value(&n);
    Value r = find_class(m, n);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value cur = rt_undef();
  int mark = rt_cleanup_push_value(&cur);
  const char *dot = strchr(q, '.');
  Value first = dot ? rt_str_new(q, (size_t)(dot - q)) : (rt_incref(name), name), modv = rt_undef();
  rt_cleanup_push_value(&first);
  rt_cleanup_push_value(&modv);
  if (!strcmp(mod, "builtins") || !strcmp(mod, "__builtin__")) {
    cur = rt_builtin_lookup(rt_str_data(first));
    if (!rt_is_undef(cur)) rt_incref(cur);
  } else if (!strcmp(mod, "__main__")) {
    Value g = rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL);
    cur = rt_dict_get(g, first);
    if (!rt_is_undef(cur)) rt_incref(cur);
    rt_decref(g);
  } else {
    modv = rt_import(mod);
    cur = rt_getattr(modv, rt_str_data(first));
  }
  if (rt_is_undef(cur)) no_attribute(name, module, modv);
  for (const char *at = dot ? dot + 1 : NULL; at;) {
    dot = strchr(at, '.');
    Value part = dot ? rt_str_new(at, (size_t)(dot - at)) : rt_str_from_c(at), next;
    bool found = rt_try_getattr(cur, rt_str_data(part), &next);
    rt_decref(part);
    if (!found) no_attribute(name, module, modv);
    rt_decref(cur);
    cur = next;
    at = dot ? dot + 1 : NULL;
  }
  Value r = cur;
  cur = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* by (stolen) takes inst's place on the stack and in the memo, where REDUCE's MEMOIZE put it:
 * a later reference to the object is to what BUILD made of it. */
static void replace_built(Loader *l, Value inst, Value by) {
  List *s = stk(l);
  Value k, v, keys = rt_list_new(2);
  int mark = rt_cleanup_push_value(&by);
  rt_cleanup_push_value(&keys);
  for (int64_t pos = 0; rt_dict_next(l->memo, &pos, &k, &v);)
    if (rt_is(v, inst)) rt_list_append(keys, k);
  for (int64_t j = 0; j < RT_AS(List, keys)->n; j++) rt_dict_set(l->memo, RT_AS(List, keys)->items[j], by);
  Value old = s->items[s->n - 1];
  rt_incref(by);
  s->items[s->n - 1] = by;
  rt_decref(old);
  rt_cleanup_pop(mark, true);
}

/* BUILD: state through a higher layer's build hook (NumPy's arrays and dtypes), else
 * __setstate__, else into the instance's __dict__; a (state, slots) pair sets the slots as
 * attributes. */
static void build(Loader *l) {
  Value state = pop(l), setstate = rt_undef(), vars = rt_undef();
  int mark = rt_cleanup_push_value(&state);
  rt_cleanup_push_value(&setstate);
  rt_cleanup_push_value(&vars);
  Value inst = top(l);
  Value built = py_pickle_hook_build(inst, state);
  if (!rt_is_undef(built)) {
    if (rt_is(built, inst)) rt_decref(built);
    else replace_built(l, inst, built);
  } else if (rt_try_getattr(inst, "__setstate__", &setstate)) {
    Value r = rt_call(setstate, 1, &state, NULL);
    rt_decref(r);
  } else if (rt_is_tuple(state) && RT_AS(Tuple, state)->n == 2) {
    Value d = RT_AS(Tuple, state)->items[0], slots = RT_AS(Tuple, state)->items[1];
    if (rt_is_dict(d)) {
      vars = rt_getattr(inst, "__dict__");
      rt_dict_update(vars, d);
    }
    int64_t pos = 0;
    Value k, v;
    while (rt_is_dict(slots) && rt_dict_next(slots, &pos, &k, &v)) rt_setattr(inst, rt_str_data(k), v);
  } else if (rt_is_dict(state) && rt_is_exception(inst)) { /* BaseException.__setstate__ */
    int64_t pos = 0;
    Value k, v;
    while (rt_dict_next(state, &pos, &k, &v)) rt_setattr(inst, rt_str_data(k), v);
  } else if (rt_is_dict(state)) {
    vars = rt_getattr(inst, "__dict__");
    rt_dict_update(vars, state);
  } else if (!rt_is_none(state)) {
    unpickling("state is not a dictionary");
  }
  rt_cleanup_pop(mark, true);
}

static bool is_type(Value v) {
  Value args[2] = {v, rt_builtin_lookup("type")};
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  bool yes = rt_truthy(r);
  rt_decref(r);
  return yes;
}

static void reduce_op(Loader *l, bool newobj) {
  Value args = pop(l), fn = rt_undef(), nw = rt_undef();
  Value *all = NULL;
  int mark = rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&fn);
  rt_cleanup_push_value(&nw);
  if (newobj && !rt_is_tuple(args))
    py_pickle_raise(py_pickle_classes()->unpickling, "NEWOBJ args argument must be a tuple, not %s", rt_type_name(args));
  fn = pop(l);
  if (!rt_is_tuple(args)) rt_raise(RT_EXC_TypeError, "argument list must be a tuple");
  Value v;
  if (newobj) { /* cls.__new__(cls, *args) */
    if (!is_type(fn)) py_pickle_raise(py_pickle_classes()->unpickling, "NEWOBJ class argument must be a type, not %s", rt_type_name(fn));
    nw = rt_getattr(fn, "__new__");
    all = rt_malloc(sizeof(Value) * (size_t)(RT_AS(Tuple, args)->n + 1));
    rt_cleanup_push(free, all);
    all[0] = fn;
    memcpy(all + 1, RT_AS(Tuple, args)->items, sizeof(Value) * (size_t)RT_AS(Tuple, args)->n);
    v = rt_call(nw, (int)RT_AS(Tuple, args)->n + 1, all, NULL);
  } else {
    v = rt_call(fn, (int)RT_AS(Tuple, args)->n, RT_AS(Tuple, args)->items, NULL);
  }
  rt_cleanup_pop(mark, true);
  push(l, v);
}

/* target.append(v): a list directly, anything else (a deque) through its append method. */
static void append_to(Value target, Value v) {
  if (rt_is_list(target)) {
    rt_list_append(target, v);
    return;
  }
  Value f = rt_getattr(target, "append");
  int mark = rt_cleanup_push_value(&f);
  rt_decref(rt_call(f, 1, &v, NULL));
  rt_cleanup_pop(mark, true);
}

/* Items above the mark appended to, or set in, the object under the mark. */
static void fill(Loader *l, int op) {
  Value items = pop_to_mark(l);
  int mark = rt_cleanup_push_value(&items);
  Value target = top(l);
  const Tuple *t = RT_AS(Tuple, items);
  if (op == PK_APPENDS) {
    for (int64_t k = 0; k < t->n; k++) append_to(target, t->items[k]);
  } else if (op == PK_SETITEMS) {
    if (t->n % 2) unpickling("odd number of items for SETITEMS");
    for (int64_t k = 0; k < t->n; k += 2) rt_setitem(target, t->items[k], t->items[k + 1]);
  } else if (rt_is_set(target)) {
    for (int64_t k = 0; k < t->n; k++) rt_set_add(target, t->items[k]);
  } else { /* CPython calls the target's add, which a frozenset or a list lacks */
    Value f = rt_getattr(target, "add");
    int inner = rt_cleanup_push_value(&f);
    for (int64_t k = 0; k < t->n; k++) rt_decref(rt_call(f, 1, &t->items[k], NULL));
    rt_cleanup_pop(inner, true); /* before the block ends: f's slot dies with it */
  }
  rt_cleanup_pop(mark, true);
}

static void tuple_n(Loader *l, int n) {
  need(l, n);
  List *s = stk(l);
  Value t = rt_tuple_from(n, s->items + s->n - n);
  for (int k = 0; k < n; k++) rt_decref(s->items[--s->n]);
  push(l, t);
}

static void global_op(Loader *l, bool stacked) {
  Value mod, name;
  if (stacked) {
    if (stk(l)->n - fence(l) < 2) unpickling("STACK_GLOBAL requires str");
    name = pop(l);
    mod = pop(l);
  } else {
    const unsigned char *p = l->data + l->pos, *e = l->data + l->n;
    const unsigned char *nl = memchr(p, '\n', (size_t)(e - p));
    if (!nl) unpickling("pickle data was truncated");
    mod = rt_str_new((const char *)p, (size_t)(nl - p));
    const unsigned char *nl2 = memchr(nl + 1, '\n', (size_t)(e - nl - 1));
    if (!nl2) {
      rt_decref(mod);
      unpickling("pickle data was truncated");
    }
    name = rt_str_new((const char *)nl + 1, (size_t)(nl2 - nl - 1));
    l->pos = nl2 + 1 - l->data;
  }
  int mark = rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&name);
  if (!rt_is_str(mod) || !rt_is_str(name)) unpickling("STACK_GLOBAL requires str");
  Value v = find_class(mod, name);
  rt_cleanup_pop(mark, true);
  push(l, v);
}

/* An 8-byte length, which must fit a signed size as in CPython. */
static int64_t size8(Loader *l, const char *opname) {
  uint64_t n = le(l, 8);
  if (n > INT64_MAX) rt_raise(RT_EXC_OverflowError, "%s exceeds system's maximum size of %lld bytes", opname, (long long)INT64_MAX);
  return (int64_t)n;
}

/* The text of a protocol-0 opcode: the bytes up to the next newline, which is skipped. */
static const unsigned char *line(Loader *l, int64_t *len) {
  const unsigned char *p = l->data + l->pos;
  const unsigned char *nl = memchr(p, '\n', (size_t)(l->n - l->pos));
  if (!nl) unpickling("pickle data was truncated");
  *len = nl - p;
  l->pos += *len + 1;
  return p;
}

/* A number's text as int() or float() reads it (CPython's messages for a bad one). */
static Value number_text(Loader *l, int op) {
  int64_t n;
  const unsigned char *p = line(l, &n);
  if (op == PK_INT && n == 2 && p[0] == '0' && (p[1] == '0' || p[1] == '1')) return rt_bool(p[1] == '1');
  if (op == PK_LONG && n > 0 && p[n - 1] == 'L') n--;
  Value t = rt_str_new((const char *)p, (size_t)n);
  int mark = rt_cleanup_push_value(&t);
  Value v = rt_call(rt_builtin_lookup(op == PK_FLOAT ? "float" : "int"), 1, &t, NULL);
  rt_cleanup_pop(mark, true);
  return v;
}

static Value unicode_text(Loader *l) {
  int64_t n;
  const unsigned char *p = line(l, &n);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (!py_pickle_raw_unescape(p, (size_t)n, &sb))
    rt_raise(RT_EXC_UnicodeDecodeError, "'rawunicodeescape' codec can't decode bytes: truncated \\uXXXX escape");
  Value s = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return s;
}

/* PUT and GET's decimal index. */
static int64_t index_text(Loader *l) {
  int64_t n;
  const unsigned char *p = line(l, &n);
  int64_t v = 0;
  if (n == 0) unpickling("pickle data was truncated");
  for (int64_t k = 0; k < n; k++) {
    if (p[k] < '0' || p[k] > '9' || v > INT64_MAX / 10 - 1) rt_raise(RT_EXC_ValueError, "invalid literal for int() with base 10: %.*s", (int)(n < 40 ? n : 40), (const char *)p);
    v = v * 10 + (p[k] - '0');
  }
  return v;
}

/* One opcode; false at STOP. */
static bool step(Loader *l) {
  if (l->pos >= l->n) rt_raise(RT_EXC_EOFError, "Ran out of input");
  int op = *take(l, 1);
  switch (op) {
  case PK_PROTO: {
    int proto = (int)le(l, 1);
    if (proto > 5) rt_raise(RT_EXC_ValueError, "unsupported pickle protocol: %d", proto);
    return true;
  }
  case PK_FRAME: { /* the frame's bytes must all be there, though they are read opcode by opcode */
    uint64_t len = le(l, 8);
    if (len > INT64_MAX) rt_raise(RT_EXC_OverflowError, "FRAME length exceeds system's maximum of %lld bytes", (long long)INT64_MAX);
    if ((int64_t)len > l->n - l->pos) unpickling("pickle data was truncated");
    return true;
  }
  case PK_STOP: return false;
  case PK_NONE: push(l, rt_none()); return true;
  case PK_NEWTRUE: push(l, rt_bool(true)); return true;
  case PK_NEWFALSE: push(l, rt_bool(false)); return true;
  case PK_BININT1: push(l, rt_int((int64_t)le(l, 1))); return true;
  case PK_BININT2: push(l, rt_int((int64_t)le(l, 2))); return true;
  case PK_BININT: push(l, rt_int((int64_t)(int32_t)(uint32_t)le(l, 4))); return true;
  case PK_LONG1: push(l, long_from(l, (int64_t)le(l, 1))); return true;
  case PK_LONG4: {
    int64_t n = (int32_t)(uint32_t)le(l, 4);
    if (n < 0) unpickling("LONG pickle has negative byte count");
    push(l, long_from(l, n));
    return true;
  }
  case PK_BINFLOAT: {
    const unsigned char *p = take(l, 8);
    uint64_t bits = 0;
    for (int k = 0; k < 8; k++) bits = bits << 8 | p[k];
    double d;
    memcpy(&d, &bits, 8);
    push(l, rt_float(d));
    return true;
  }
  case PK_SHORT_BINUNICODE: push(l, text(l, (int64_t)le(l, 1))); return true;
  case PK_BINUNICODE: push(l, text(l, (int64_t)le(l, 4))); return true;
  case PK_BINUNICODE8: push(l, text(l, size8(l, "BINUNICODE"))); return true;
  case PK_SHORT_BINBYTES: case PK_BINBYTES: case PK_BINBYTES8: case PK_BYTEARRAY8: {
    int64_t n = op == PK_SHORT_BINBYTES ? (int64_t)le(l, 1) : op == PK_BINBYTES ? (int64_t)le(l, 4)
              : size8(l, op == PK_BINBYTES8 ? "BINBYTES" : "BYTEARRAY8");
    const unsigned char *p = take(l, n);
    push(l, rt_bytes_new(op == PK_BYTEARRAY8 ? &rt_bytearray_type : &rt_bytes_type, p, (size_t)n));
    return true;
  }
  case PK_EMPTY_TUPLE: push(l, rt_tuple_new(0)); return true;
  case PK_TUPLE1: tuple_n(l, 1); return true;
  case PK_TUPLE2: tuple_n(l, 2); return true;
  case PK_TUPLE3: tuple_n(l, 3); return true;
  case PK_MARK: rt_list_append(l->marks, rt_int(stk(l)->n)); return true;
  case PK_TUPLE: push(l, pop_to_mark(l)); return true;
  case PK_EMPTY_LIST: push(l, rt_list_new(0)); return true;
  case PK_EMPTY_DICT: push(l, rt_dict_new()); return true;
  case PK_EMPTY_SET: push(l, rt_set_new(false)); return true;
  case PK_LIST: case PK_DICT: case PK_FROZENSET: {
    Value items = pop_to_mark(l);
    int mark = rt_cleanup_push_value(&items);
    Value v;
    if (op == PK_LIST) v = rt_call(rt_builtin_lookup("list"), 1, &items, NULL);
    else if (op == PK_FROZENSET) v = rt_set_from_iterable(items, true);
    else {
      if (RT_AS(Tuple, items)->n % 2) unpickling("odd number of items for DICT");
      v = rt_dict_new();
      for (int64_t k = 0; k + 1 < RT_AS(Tuple, items)->n; k += 2) rt_dict_set(v, RT_AS(Tuple, items)->items[k], RT_AS(Tuple, items)->items[k + 1]);
    }
    rt_cleanup_pop(mark, true);
    push(l, v);
    return true;
  }
  case PK_APPEND: {
    Value v = pop(l);
    int mark = rt_cleanup_push_value(&v);
    append_to(top(l), v);
    rt_cleanup_pop(mark, true);
    return true;
  }
  case PK_SETITEM: {
    Value v = pop(l), k = rt_undef();
    int mark = rt_cleanup_push_value(&v);
    rt_cleanup_push_value(&k);
    k = pop(l);
    rt_setitem(top(l), k, v);
    rt_cleanup_pop(mark, true);
    return true;
  }
  case PK_APPENDS: case PK_SETITEMS: case PK_ADDITEMS: fill(l, op); return true;
  case PK_POP: {
    List *m = RT_AS(List, l->marks);
    if (m->n && m->items[m->n - 1].as.i == stk(l)->n) m->n--;
    else rt_decref(pop(l));
    return true;
  }
  case PK_POP_MARK: rt_decref(pop_to_mark(l)); return true;
  case PK_DUP: rt_incref(top(l)); push(l, top(l)); return true;
  case PK_MEMOIZE: memo_put(l, rt_dict_len(l->memo)); return true;
  case PK_BINPUT: memo_put(l, (int64_t)le(l, 1)); return true;
  case PK_LONG_BINPUT: memo_put(l, (int64_t)le(l, 4)); return true;
  case PK_BINGET: memo_push(l, (int64_t)le(l, 1)); return true;
  case PK_LONG_BINGET: memo_push(l, (int64_t)le(l, 4)); return true;
  case PK_STACK_GLOBAL: global_op(l, true); return true;
  case PK_GLOBAL: global_op(l, false); return true;
  case PK_REDUCE: reduce_op(l, false); return true;
  case PK_NEWOBJ: reduce_op(l, true); return true;
  case PK_BUILD: build(l); return true;
  case PK_INT: case PK_LONG: case PK_FLOAT: push(l, number_text(l, op)); return true;
  case PK_UNICODE: push(l, unicode_text(l)); return true;
  case PK_PUT: memo_put(l, index_text(l)); return true;
  case PK_GET: memo_push(l, index_text(l)); return true;
  default:
    if (op >= 0x20 && op < 0x7f) py_pickle_raise(py_pickle_classes()->unpickling, "invalid load key, '%c'.", op);
    py_pickle_raise(py_pickle_classes()->unpickling, "invalid load key, '\\x%02x'.", op);
  }
}

Value py_pickle_load(const unsigned char *data, int64_t n, int64_t *used) {
  if (n == 0) rt_raise(RT_EXC_EOFError, "Ran out of input");
  Loader l = {data, n, 0, rt_list_new(0), rt_list_new(0), rt_dict_new()};
  int mark = rt_cleanup_push(loader_free, &l);
  for (uint32_t k = 1; step(&l); k++)
    if (!(k & 0xFFFF) && rt_interrupted) rt_check_interrupt(); /* Ctrl-C in a long pickle */
  Value v = pop(&l);
  *used = l.pos;
  rt_cleanup_pop(mark, true);
  return v;
}
