/* exc.c — the builtin exception classes as values and exception instances: construction
 * (OSError's errno attributes and subclass by errno, StopIteration.value, SystemExit.code,
 * SyntaxError's msg and location),
 * str/repr as CPython's, attributes, matching for `except`, and raising an instance. */
#include "exc.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bigint.h"
#include "class.h"
#include "exc_slot.h"
#include "gc.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

/* ---- classes ---- */

static void exc_class_free(Obj *o) { (void)o; } /* static singletons */

static ExcClass classes[RT_EXC_COUNT] = {
#define X(name, display, base, base2) {{&rt_exc_class_type, 1, 0}, RT_EXC_##name},
    RT_EXC_KINDS(X)
#undef X
};

Value rt_exc_class(ExcKind kind) { return rt_obj(&classes[kind]); }

static ExcKind class_kind(Value cls) { return RT_AS(ExcClass, cls)->kind; }

/* "numpy.AxisError" → name "AxisError", module "numpy"; others are in builtins. */
static const char *class_name(Value cls) {
  const char *d = rt_exc_names[class_kind(cls)];
  const char *dot = strrchr(d, '.');
  return dot ? dot + 1 : d;
}

/* A user class as a traceback names it: its qualname, after its module unless that is
 * __main__ or builtins (struct.error). The text lives until the next call on this thread. */
static const char *class_display(ClassObj *c) {
  static _Thread_local char buf[256];
  size_t n = strlen("__module__");
  int e = rt_class_own_find(c, "__module__", n, rt_name_hash("__module__", n));
  Value m = e >= 0 ? c->dict.e[e].value : rt_undef();
  if (!rt_is_str(m) || !strcmp(rt_str_data(m), "__main__") || !strcmp(rt_str_data(m), "builtins")) {
    return c->qualname;
  }
  snprintf(buf, sizeof buf, "%s.%s", rt_str_data(m), c->qualname);
  return buf;
}

const char *rt_exc_class_display(Value cls) {
  if (rt_is_exc_class(cls)) return rt_exc_names[class_kind(cls)];
  if (rt_is_class(cls)) return class_display(RT_AS(ClassObj, cls));
  return rt_type_name(cls);
}

static Value exc_class_repr(Value self) {
  return rt_str_printf("<class '%s'>", rt_exc_names[class_kind(self)]);
}

static Value class_bases(Value cls) {
  const ExcKind *b = rt_exc_bases[class_kind(cls)];
  int n = (b[0] != RT_EXC_NONE) + (b[1] != RT_EXC_NONE);
  Value t = rt_tuple_new(n);
  for (int k = 0; k < n; k++) rt_tuple_set(t, k, rt_exc_class(b[k]));
  return t;
}

static Value exc_class_getattr(Value self, const char *name) {
  /* NumPy's private ufunc errors (_UFuncNoLoopError, ...) display as their base's __name__ */
  ExcKind k = class_kind(self);
  if (strcmp(name, "__name__") == 0 && class_name(self)[0] == '_') {
    while (class_name(rt_exc_class(k))[0] == '_' && rt_exc_bases[k][0] != RT_EXC_NONE)
      k = rt_exc_bases[k][0]; /* through the private bases, which display as theirs too */
    return rt_str_from_c(class_name(rt_exc_class(k)));
  }
  if (strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0)
    return rt_str_from_c(class_name(self));
  if (strcmp(name, "__module__") == 0) {
    const char *d = rt_exc_names[class_kind(self)];
    const char *dot = strrchr(d, '.');
    return dot ? rt_str_new(d, (size_t)(dot - d)) : rt_str_from_c("builtins");
  }
  if (strcmp(name, "__bases__") == 0) return class_bases(self);
  if (strcmp(name, "__mro__") == 0) {
    Value m = rt_mro_of(self);
    rt_incref(m);
    return m;
  }
  /* BaseException's methods, which every exception class inherits: `Exception.__init__(self,
   * msg)` in a subclass's __init__, `ValueError.__str__(self)` */
  ClassObj *d = rt_builtin_dict(rt_exc_class(RT_EXC_BaseException));
  size_t n = strlen(name);
  int e = d ? rt_class_own_find(d, name, n, rt_name_hash(name, n)) : -1;
  if (e < 0) return rt_exc_method_get(name);
  Value slot = rt_exc_slot_get(k, name, d->dict.e[e].value);
  return rt_is_undef(slot) ? rt_descr_get(d->dict.e[e].value, rt_undef(), d, name) : slot;
}

/* OSError(errno, strerror) makes the subclass CPython makes for that errno. */
static ExcKind os_error_kind(int64_t e) {
  switch (e) {
    case ENOENT: return RT_EXC_FileNotFoundError;
    case EEXIST: return RT_EXC_FileExistsError;
    case EISDIR: return RT_EXC_IsADirectoryError;
    case ENOTDIR: return RT_EXC_NotADirectoryError;
    case EACCES: case EPERM: return RT_EXC_PermissionError;
    case ETIMEDOUT: return RT_EXC_TimeoutError;
    case EINTR: return RT_EXC_InterruptedError;
    case EPIPE: case ESHUTDOWN: return RT_EXC_BrokenPipeError;
    case ECONNREFUSED: return RT_EXC_ConnectionRefusedError;
    case ECONNRESET: return RT_EXC_ConnectionResetError;
    case ECONNABORTED: return RT_EXC_ConnectionAbortedError;
    case ECHILD: return RT_EXC_ChildProcessError;
    case ESRCH: return RT_EXC_ProcessLookupError;
    case EAGAIN: case EALREADY: case EINPROGRESS: return RT_EXC_BlockingIOError;
    default: return RT_EXC_OSError;
  }
}

static Value exc_class_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  ExcKind kind = class_kind(self);
  if (kind == RT_EXC_BaseExceptionGroup || kind == RT_EXC_ExceptionGroup) return rt_exc_group_new(kind, argc, argv, kw);
  if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", class_name(self));
  Value args = rt_tuple_from(argc, argv);
  int mark = rt_cleanup_push_value(&args);
  bool os = rt_exc_kind_is(kind, RT_EXC_OSError) && argc >= 2 && argc <= 5;
  if (os && kind == RT_EXC_OSError && argv[0].tag == RT_INT) kind = os_error_kind(argv[0].as.i);
  if (os && argc >= 3) { /* the filename is an attribute, not one of the args */
    rt_decref(args);
    args = rt_tuple_from(2, argv);
  }
  Value e = rt_exc_instance_new(rt_exc_class(kind), kind, args);
  rt_cleanup_pop(mark, true);
  if (os) {
    rt_exc_set_attr(e, "errno", argv[0]);
    rt_exc_set_attr(e, "strerror", argv[1]);
    rt_exc_set_attr(e, "filename", argc >= 3 ? argv[2] : rt_none());
  }
  if ((kind == RT_EXC_UnicodeDecodeError || kind == RT_EXC_UnicodeEncodeError) && argc == 5) {
    static const char *const names[] = {"encoding", "object", "start", "end", "reason"};
    for (int k = 0; k < 5; k++) rt_exc_set_attr(e, names[k], argv[k]);
  }
  return e;
}

/* The builtin exception classes are immutable types (rt_delattr passes RT_UNDEF). */
static bool exc_class_setattr(Value self, const char *name, Value v) {
  (void)v;
  rt_raise(RT_EXC_TypeError, "cannot set '%s' attribute of immutable type '%s'", name,
           rt_exc_names[class_kind(self)]);
}

const ObjType rt_exc_class_type = {
    .name = "type",
    .free = exc_class_free,
    .repr = exc_class_repr,
    .getattr = exc_class_getattr,
    .setattr = exc_class_setattr,
    .call = exc_class_call,
};

bool rt_exc_is_class(Value v) {
  return rt_is_exc_class(v) || (rt_is_class(v) && RT_AS(ClassObj, v)->base_kind == RT_BASE_EXC);
}

bool rt_exc_issubclass(Value cls, Value base) {
  if (rt_is_class(cls)) return rt_exc_is_class(cls) && rt_class_has_base(RT_AS(ClassObj, cls), base);
  if (!rt_is_exc_class(cls) || !rt_is_exc_class(base)) return false;
  return rt_exc_kind_is(class_kind(cls), class_kind(base));
}

Value rt_exc_class_of(Value exc) { return RT_AS(ExcObj, exc)->cls; }

bool rt_exception_matches(Value exc, Value cls) {
  if (rt_is_tuple(cls)) {
    Tuple *t = RT_AS(Tuple, cls);
    bool found = false;
    for (int64_t k = 0; k < t->n; k++) { /* every item is checked, as CPython does */
      if (rt_exception_matches(exc, t->items[k])) found = true;
    }
    return found;
  }
  if (!rt_exc_is_class(cls)) {
    rt_raise(RT_EXC_TypeError, "catching classes that do not inherit from BaseException is not allowed");
  }
  return rt_is_exception(exc) && rt_exc_issubclass(rt_exc_class_of(exc), cls);
}

/* ---- instances ---- */

static void free_tb(ExcObj *e) {
  for (int k = 0; k < e->ntb; k++) {
    free(e->tb[k].file);
    free(e->tb[k].func);
  }
  free(e->tb);
  e->tb = NULL;
  e->ntb = 0;
}

/* In the order kept: the innermost frame's locals first, as CPython's traceback releases
 * its tb_next before its own frame. */
static void drop_kept(ExcObj *e) {
  Value *kept = e->kept;
  int n = e->nkept;
  e->kept = NULL;
  e->nkept = 0;
  for (int k = 0; k < n; k++) rt_decref(kept[k]);
  free(kept);
}

static void exc_free(Obj *o) {
  ExcObj *e = (ExcObj *)o;
  rt_decref(e->cls);
  rt_decref(e->args);
  rt_decref(e->cause);
  rt_decref(e->context);
  for (int k = 0; k < e->nattrs; k++) {
    free(e->attrs[k].name);
    rt_decref(e->attrs[k].value);
  }
  free(e->attrs);
  free_tb(e);
  drop_kept(e);
  free(e);
}

static void exc_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  ExcObj *e = (ExcObj *)o;
  visit(e->cls, arg);
  visit(e->args, arg);
  visit(e->cause, arg);
  visit(e->context, arg);
  for (int k = 0; k < e->nattrs; k++) visit(e->attrs[k].value, arg);
  for (int k = 0; k < e->nkept; k++) visit(e->kept[k], arg);
}

static void drop(Value *slot) {
  Value old = *slot;
  *slot = rt_none();
  rt_decref(old);
}

/* The class stays (exc_free and the names of its type read it). */
static void exc_clear(Obj *o) {
  ExcObj *e = (ExcObj *)o;
  drop(&e->args);
  drop(&e->cause);
  drop(&e->context);
  for (int k = 0; k < e->nattrs; k++) drop(&e->attrs[k].value);
  drop_kept(e);
}

static Value find_attr(ExcObj *e, const char *name) {
  for (int k = 0; k < e->nattrs; k++) {
    if (strcmp(e->attrs[k].name, name) == 0) return e->attrs[k].value;
  }
  return rt_undef();
}

void rt_exc_set_attr(Value exc, const char *name, Value v) {
  ExcObj *e = RT_AS(ExcObj, exc);
  rt_incref(v);
  for (int k = 0; k < e->nattrs; k++) {
    if (strcmp(e->attrs[k].name, name) == 0) {
      Value old = e->attrs[k].value;
      e->attrs[k].value = v;
      rt_decref(old);
      return;
    }
  }
  ExcAttr *a = realloc(e->attrs, sizeof *a * (size_t)(e->nattrs + 1));
  char *copy = a ? strdup(name) : NULL;
  if (!copy) {
    if (a) e->attrs = a;
    rt_decref(v);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  e->attrs = a;
  e->attrs[e->nattrs].name = copy;
  e->attrs[e->nattrs].value = v;
  e->nattrs++;
}

static const char *instance_name(Value self) {
  Value cls = RT_AS(ExcObj, self)->cls;
  return rt_is_exc_class(cls) ? class_name(cls) : RT_AS(ClassObj, cls)->name;
}

/* The user class of an instance, or NULL for a builtin class's. */
static ClassObj *user_class(Value self) {
  Value cls = RT_AS(ExcObj, self)->cls;
  return rt_is_class(cls) ? RT_AS(ClassObj, cls) : NULL;
}

/* CPython's SyntaxError_str: the message, then the file's base name and the line where set. */
static Value syntax_error_str(ExcObj *e) {
  Value msg = find_attr(e, "msg"), fname = find_attr(e, "filename"), line = find_attr(e, "lineno");
  const char *base = NULL;
  if (rt_is_str(fname)) {
    base = rt_str_data(fname);
    const char *slash = strrchr(base, '/');
    if (slash) base = slash + 1;
  }
  bool have_line = line.tag == RT_INT || rt_is_bigint(line);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_str(&sb, rt_is_undef(msg) ? rt_none() : msg);
  if (base || have_line) {
    rt_sb_puts(&sb, " (");
    if (base) rt_sb_puts(&sb, base);
    if (base && have_line) rt_sb_puts(&sb, ", ");
    if (have_line) {
      rt_sb_puts(&sb, "line ");
      rt_sb_str(&sb, line);
    }
    rt_sb_putc(&sb, ')');
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* UnicodeDecodeError(encoding, object, start, end, reason): CPython's sentence about the bytes;
 * RT_UNDEF when the arguments are not those five. */
static Value decode_error_str(const Tuple *args) {
  if (args->n != 5 || !rt_is_str(args->items[0]) || !rt_is_str(args->items[4]) ||
      args->items[2].tag != RT_INT || args->items[3].tag != RT_INT) {
    return rt_undef();
  }
  Value obj = args->items[1];
  if (!rt_is_type(obj, &rt_bytes_type) && !rt_is_type(obj, &rt_bytearray_type)) return rt_undef();
  const Bytes *b = RT_AS(Bytes, obj);
  int64_t start = args->items[2].as.i, end = args->items[3].as.i;
  const char *enc = rt_str_data(args->items[0]), *why = rt_str_data(args->items[4]);
  if (start >= 0 && start < b->n && end == start + 1) {
    return rt_str_printf("'%s' codec can't decode byte 0x%02x in position %lld: %s", enc,
                         (unsigned)b->data[start], (long long)start, why);
  }
  return rt_str_printf("'%s' codec can't decode bytes in position %lld-%lld: %s", enc,
                       (long long)start, (long long)end - 1, why);
}

/* UnicodeEncodeError(encoding, object, start, end, reason): CPython's sentence about the
 * characters; RT_UNDEF when the arguments are not those five. */
static Value encode_error_str(const Tuple *args) {
  if (args->n != 5 || !rt_is_str(args->items[0]) || !rt_is_str(args->items[1]) || !rt_is_str(args->items[4]) ||
      args->items[2].tag != RT_INT || args->items[3].tag != RT_INT) {
    return rt_undef();
  }
  Value obj = args->items[1];
  int64_t start = args->items[2].as.i, end = args->items[3].as.i, n = rt_len(obj);
  const char *enc = rt_str_data(args->items[0]), *why = rt_str_data(args->items[4]);
  if (start >= 0 && start < n && end == start + 1) {
    int len;
    uint32_t c = rt_utf8_decode(rt_str_data(obj) + rt_str_byte_offset(obj, start), &len);
    char ch[16];
    snprintf(ch, sizeof ch, c <= 0xff ? "\\x%02x" : c <= 0xffff ? "\\u%04x" : "\\U%08x", (unsigned)c);
    return rt_str_printf("'%s' codec can't encode character '%s' in position %lld: %s", enc, ch, (long long)start, why);
  }
  return rt_str_printf("'%s' codec can't encode characters in position %lld-%lld: %s", enc, (long long)start,
                       (long long)end - 1, why);
}

static Value default_str(Value self) {
  if (rt_exc_is_group(self)) return rt_exc_group_str(self);
  ExcObj *e = RT_AS(ExcObj, self);
  if (rt_exc_kind_is(e->kind, RT_EXC_SyntaxError)) return syntax_error_str(e);
  Tuple *args = RT_AS(Tuple, e->args);
  if (rt_exc_kind_is(e->kind, RT_EXC_UnicodeDecodeError)) {
    Value t = decode_error_str(args);
    if (!rt_is_undef(t)) return t;
  }
  if (rt_exc_kind_is(e->kind, RT_EXC_UnicodeEncodeError)) {
    Value t = encode_error_str(args);
    if (!rt_is_undef(t)) return t;
  }
  Value err = find_attr(e, "errno"), strerr = find_attr(e, "strerror");
  if (!rt_is_undef(err) && !rt_is_none(err) && !rt_is_undef(strerr) && !rt_is_none(strerr)) {
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    rt_sb_puts(&sb, "[Errno ");
    rt_sb_str(&sb, err);
    rt_sb_puts(&sb, "] ");
    rt_sb_str(&sb, strerr);
    Value fname = find_attr(e, "filename");
    if (!rt_is_undef(fname) && !rt_is_none(fname)) {
      rt_sb_puts(&sb, ": ");
      rt_sb_repr(&sb, fname);
      Value fname2 = find_attr(e, "filename2"); /* os.rename's: 'a' -> 'b' */
      if (!rt_is_undef(fname2) && !rt_is_none(fname2)) {
        rt_sb_puts(&sb, " -> ");
        rt_sb_repr(&sb, fname2);
      }
    }
    rt_cleanup_pop(mark, false);
    return rt_sb_to_str(&sb);
  }
  if (args->n == 0) return rt_str_new("", 0);
  if (args->n == 1) return e->kind == RT_EXC_KeyError ? rt_repr(args->items[0]) : rt_to_str(args->items[0]);
  return rt_repr(e->args);
}

static Value default_repr(Value self) {
  ExcObj *e = RT_AS(ExcObj, self);
  Tuple *args = RT_AS(Tuple, e->args);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, instance_name(self));
  if (args->n == 1) {
    rt_sb_putc(&sb, '(');
    rt_sb_repr(&sb, args->items[0]);
    rt_sb_putc(&sb, ')');
  } else {
    rt_sb_repr(&sb, e->args);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

Value rt_exc_default_text(Value exc, bool repr) {
  return repr ? default_repr(exc) : default_str(exc);
}

/* str()/repr() through the class's __str__/__repr__ (BaseException's own answer the
 * defaults). */
static Value exc_text(Value self, int idx) {
  ClassObj *c = user_class(self);
  if (!c) return idx == RT_SP_STR ? default_str(self) : default_repr(self);
  Value m = rt_class_special(c, idx);
  if (rt_is_undef(m)) return idx == RT_SP_STR ? default_str(self) : default_repr(self);
  Value r = rt_call_method(m, self, 0, NULL);
  if (!rt_is_str(r)) {
    const char *t = rt_type_name(r);
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "%s returned non-string (type %s)", rt_special_names[idx], t);
  }
  return r;
}

static Value exc_str(Value self) { return exc_text(self, RT_SP_STR); }
static Value exc_repr(Value self) { return exc_text(self, RT_SP_REPR); }

static Value with_traceback(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("with_traceback", argc, kw, 1, 1, RT_ARGS_ONE);
  rt_incref(self);
  return self;
}

/* e.add_note(text): appended to e.__notes__ (a list made on the first note), printed after the
 * exception's line in tracebacks. */
static Value add_note(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("add_note", argc, kw, 1, 1, RT_ARGS_ONE);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "note must be a str, not '%s'", rt_type_name(argv[0]));
  Value notes = find_attr(RT_AS(ExcObj, self), "__notes__");
  if (rt_is_undef(notes)) {
    Value fresh = rt_list_new(0);
    rt_exc_set_attr(self, "__notes__", fresh);
    rt_decref(fresh);
    notes = fresh;
  } else if (!rt_is_list(notes)) {
    rt_raise(RT_EXC_TypeError, "Cannot add note: __notes__ is not a list");
  }
  rt_list_append(notes, argv[0]);
  return rt_none();
}

/* The attributes some classes always have, None until set. */
static bool attr_defaults_to_none(ExcKind kind, const char *name) {
  if (rt_exc_kind_is(kind, RT_EXC_OSError)) {
    return strcmp(name, "errno") == 0 || strcmp(name, "strerror") == 0 ||
           strcmp(name, "filename") == 0 || strcmp(name, "filename2") == 0;
  }
  if (rt_exc_kind_is(kind, RT_EXC_ImportError)) return strcmp(name, "name") == 0 || strcmp(name, "path") == 0;
  if (rt_exc_kind_is(kind, RT_EXC_AttributeError)) return strcmp(name, "name") == 0 || strcmp(name, "obj") == 0;
  if (rt_exc_kind_is(kind, RT_EXC_NameError)) return strcmp(name, "name") == 0;
  if (rt_exc_kind_is(kind, RT_EXC_SyntaxError)) {
    static const char *const names[] = {"msg",         "filename",   "lineno",
                                        "offset",      "text",       "end_lineno",
                                        "end_offset",  "print_file_and_line"};
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
      if (strcmp(name, names[k]) == 0) return true;
  }
  return false;
}

/* The attributes of a SyntaxError's place in the text that its lineno does not give. */
static bool is_place_attr(const char *name) {
  return strcmp(name, "offset") == 0 || strcmp(name, "text") == 0 || strcmp(name, "end_lineno") == 0 ||
         strcmp(name, "end_offset") == 0;
}

static Value exc_getattr(Value self, const char *name) {
  ExcObj *e = RT_AS(ExcObj, self);
  ClassObj *c = user_class(self);
  Value found = c ? rt_class_lookup(c, name, NULL) : rt_undef();
  if (rt_is_type(found, &rt_property_type)) return rt_descr_get(found, self, c, name);
  if (c && strcmp(name, "__dict__") == 0) return rt_vars(self);
  Value v = rt_undef();
  if (strcmp(name, "args") == 0) v = e->args;
  else if (strcmp(name, "__class__") == 0) v = e->cls;
  else if (strcmp(name, "__cause__") == 0) v = e->cause;
  else if (strcmp(name, "__context__") == 0) v = e->context;
  else if (strcmp(name, "__suppress_context__") == 0) return rt_bool(e->suppress_context);
  else if (strcmp(name, "__traceback__") == 0) return rt_traceback_new(self, 0);
  else if (strcmp(name, "with_traceback") == 0) return rt_native_bind("with_traceback", with_traceback, self);
  else if (strcmp(name, "add_note") == 0) return rt_native_bind("add_note", add_note, self);
  else if (rt_exc_is_group(self) && !rt_is_undef(v = rt_exc_group_getattr(self, name))) return v;
  else v = find_attr(e, name);
  if (rt_is_undef(v) && !rt_is_undef(found)) return rt_descr_get(found, self, c, name);
  if (rt_is_undef(v) && attr_defaults_to_none(e->kind, name) && !(e->place_unknown && is_place_attr(name)))
    return rt_none();
  rt_incref(v);
  return v;
}

static bool exc_setattr(Value self, const char *name, Value v) {
  ExcObj *e = RT_AS(ExcObj, self);
  ClassObj *c = user_class(self);
  Value found = c ? rt_class_lookup(c, name, NULL) : rt_undef();
  if (rt_is_type(found, &rt_property_type)) {
    Property *p = RT_AS(Property, found);
    if (rt_is_none(p->fset)) {
      rt_raise(RT_EXC_AttributeError, "property '%s' of '%s' object has no setter", name, c->name);
    }
    Value args[2] = {self, v};
    rt_decref(rt_call(p->fset, 2, args, NULL));
    return true;
  }
  if (strcmp(name, "__cause__") == 0 || strcmp(name, "__context__") == 0) {
    if (!rt_is_none(v) && !rt_is_exception(v)) {
      rt_raise(RT_EXC_TypeError, "exception %s must be None or derive from BaseException",
               name[2] == 'c' && name[3] == 'a' ? "cause" : "context");
    }
    Value *slot = name[4] == 'a' ? &e->cause : &e->context;
    rt_incref(v);
    rt_decref(*slot);
    *slot = v;
    if (slot == &e->cause) e->suppress_context = true;
    return true;
  }
  if (strcmp(name, "__suppress_context__") == 0) {
    e->suppress_context = rt_truthy(v);
    return true;
  }
  if (strcmp(name, "args") == 0) {
    Value t = rt_is_tuple(v) ? (rt_incref(v), v) : rt_call(rt_builtin_lookup("tuple"), 1, &v, NULL);
    rt_decref(e->args);
    e->args = t;
    return true;
  }
  rt_exc_set_attr(self, name, v);
  return true;
}

static const char *exc_type_name(Value self) { return instance_name(self); }

static Value exc_type_object(Value self) {
  Value cls = RT_AS(ExcObj, self)->cls;
  rt_incref(cls);
  return cls;
}

const ObjType rt_exc_type = {
    .name = "BaseException",
    .free = exc_free,
    .repr = exc_repr,
    .str = exc_str,
    .getattr = exc_getattr,
    .setattr = exc_setattr,
    .type_name = exc_type_name,
    .type_object = exc_type_object,
    .traverse = exc_traverse,
    .clear = exc_clear,
};

/* SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])): the details,
 * any iterable of 4 to 6 items, as a new list, checked before the instance exists; RT_UNDEF
 * when there are none (not two arguments). */
static Value syntax_details(const Tuple *t) {
  if (t->n != 2) return rt_undef();
  Value it = rt_iter(t->items[1]);
  int mark = rt_cleanup_push_value(&it);
  Value items = rt_list_from(0, NULL);
  int m2 = rt_cleanup_push_value(&items);
  Value x;
  while (rt_next(it, &x)) {
    rt_list_append(items, x);
    rt_decref(x);
  }
  int64_t n = RT_AS(List, items)->n;
  if (n < 4) rt_raise(RT_EXC_TypeError, "function takes at least 4 arguments (%lld given)", (long long)n);
  if (n > 6) rt_raise(RT_EXC_TypeError, "function takes at most 6 arguments (%lld given)", (long long)n);
  if (n == 5) rt_raise(RT_EXC_TypeError, "end_offset must be provided when end_lineno is provided");
  rt_cleanup_pop(m2, false);
  rt_cleanup_pop(mark, true);
  return items;
}

static void set_syntax_attrs(Value self, const Tuple *t, Value details) {
  static const char *const names[] = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};
  if (t->n > 0) rt_exc_set_attr(self, "msg", t->items[0]);
  if (rt_is_undef(details)) return;
  for (int64_t k = 0; k < RT_AS(List, details)->n; k++) rt_exc_set_attr(self, names[k], RT_AS(List, details)->items[k]);
}

void rt_exc_os_init(Value self) {
  ExcObj *e = RT_AS(ExcObj, self);
  if (!rt_exc_kind_is(e->kind, RT_EXC_OSError) || !rt_is_tuple(e->args)) return;
  Tuple *t = RT_AS(Tuple, e->args);
  if (t->n < 2 || t->n > 5) return;
  rt_exc_set_attr(self, "errno", t->items[0]);
  rt_exc_set_attr(self, "strerror", t->items[1]);
  rt_exc_set_attr(self, "filename", t->n >= 3 ? t->items[2] : rt_none());
  if (t->n == 5) rt_exc_set_attr(self, "filename2", t->items[4]);
  if (t->n >= 3) { /* the file names are attributes, not args */
    Value two = rt_tuple_from(2, t->items);
    rt_decref(e->args);
    e->args = two;
  }
}

Value rt_exc_instance_new(Value cls, ExcKind kind, Value args) {
  bool syntax = rt_exc_kind_is(kind, RT_EXC_SyntaxError);
  Value details = syntax ? syntax_details(RT_AS(Tuple, args)) : rt_undef(); /* owned */
  ExcObj *e = rt_calloc(1, sizeof *e);
  rt_obj_init(&e->hdr, &rt_exc_type);
  rt_incref(cls);
  e->cls = cls;
  e->kind = kind;
  rt_incref(args);
  e->args = args;
  e->cause = e->context = rt_none();
  Value self = rt_obj(e);
  Tuple *t = RT_AS(Tuple, args);
  if (kind == RT_EXC_StopIteration) { /* the attributes CPython sets at construction */
    rt_exc_set_attr(self, "value", t->n > 0 ? t->items[0] : rt_none());
  } else if (kind == RT_EXC_SystemExit) {
    rt_exc_set_attr(self, "code", t->n == 0 ? rt_none() : t->n == 1 ? t->items[0] : args);
  } else if (syntax) {
    set_syntax_attrs(self, t, details);
    rt_decref(details);
  } else {
    rt_exc_os_init(self);
  }
  rt_gc_track(&e->hdr);
  return self;
}

Value rt_exc_from_message(ExcKind kind, const char *message) {
  size_t n = message ? strlen(message) : 0;
  Value args;
  if (n == 0) {
    args = rt_tuple_new(0);
  } else if (kind == RT_EXC_KeyError && n >= 2 && message[0] == '\'' && message[n - 1] == '\'' &&
             !memchr(message + 1, '\'', n - 2) && !memchr(message + 1, '\\', n - 2)) {
    /* a KeyError raised with the repr of a str key: the key itself is the argument */
    args = rt_tuple_new(1);
    rt_tuple_set(args, 0, rt_str_new(message + 1, n - 2));
  } else {
    args = rt_tuple_new(1);
    rt_tuple_set(args, 0, rt_str_new(message, n));
  }
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(kind), kind, args);
  rt_cleanup_pop(mark, true);
  return e;
}

void rt_exc_keep_frames(Value exc, Value *vals, int n) {
  ExcObj *e = rt_is_exception(exc) ? RT_AS(ExcObj, exc) : NULL;
  Value *kept = e ? realloc(e->kept, sizeof(Value) * (size_t)(e->nkept + n)) : NULL;
  if (!kept) { /* not an exception, or out of memory: released now */
    for (int k = 0; k < n; k++) rt_decref(vals[k]);
    return;
  }
  memcpy(kept + e->nkept, vals, sizeof(Value) * (size_t)n);
  e->kept = kept;
  e->nkept += n;
}

void rt_exc_set_traceback(Value exc, const TraceEntry *t, int n) {
  ExcObj *e = RT_AS(ExcObj, exc);
  free_tb(e);
  if (n <= 0) return;
  e->tb = calloc((size_t)n, sizeof *e->tb);
  if (!e->tb) return; /* out of memory: the instance goes on without its traceback */
  for (int k = 0; k < n; k++) {
    e->tb[k] = t[k];
    e->tb[k].file = strdup(t[k].file);
    e->tb[k].func = strdup(t[k].func);
    if (!e->tb[k].file || !e->tb[k].func) {
      free(e->tb[k].file);
      free(e->tb[k].func);
      e->ntb = k;
      return;
    }
  }
  e->ntb = n;
}

Value rt_exc_line(Value exc) {
  Value s;
  if (rt_is_exception(exc) && rt_exc_kind_is(RT_AS(ExcObj, exc)->kind, RT_EXC_SyntaxError)) {
    Value msg = exc_getattr(exc, "msg"); /* a SyntaxError's line shows its msg, as CPython's */
    int mark = rt_cleanup_push_value(&msg);
    s = rt_to_str(msg);
    rt_cleanup_pop(mark, true);
  } else {
    s = rt_to_str(exc);
  }
  const char *name = rt_exc_class_display(rt_exc_class_of(exc));
  Value line = RT_AS(Str, s)->nbytes ? rt_str_printf("%s: %s", name, rt_str_data(s)) : rt_str_from_c(name);
  rt_decref(s);
  return line;
}

void rt_exc_set_cause(Value exc, Value cause) {
  ExcObj *e = RT_AS(ExcObj, exc);
  rt_incref(cause);
  rt_decref(e->cause);
  e->cause = cause;
  e->suppress_context = true;
}

void rt_exc_set_context(Value exc, Value handled) {
  if (!rt_is_exception(handled) || handled.as.o == exc.as.o) return;
  /* exc may already be in handled's chain: cut the chain there (a cycle otherwise) */
  int steps = 0; /* a cycle not through exc (made by assigning __context__) ends the walk */
  for (Value o = handled; rt_is_exception(RT_AS(ExcObj, o)->context) && steps++ < 100000;) {
    ExcObj *oe = RT_AS(ExcObj, o);
    if (oe->context.as.o == exc.as.o) {
      Value old = oe->context;
      oe->context = rt_none();
      rt_decref(old);
      break;
    }
    o = oe->context;
  }
  ExcObj *e = RT_AS(ExcObj, exc);
  rt_incref(handled);
  rt_decref(e->context);
  e->context = handled;
}

void rt_raise_exc(Value exc) {
  rt_incref(exc);
  rt_raise_value(RT_AS(ExcObj, exc)->kind, exc.as.o);
}

void rt_raise_key_error(Value key) {
  Value args = rt_tuple_from(1, &key);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_KeyError), RT_EXC_KeyError, args);
  rt_decref(args);
  rt_raise_value(RT_EXC_KeyError, e.as.o);
}

void rt_raise_os_error(int errnum, Value filename) { rt_raise_os_error2(errnum, filename, rt_undef()); }

void rt_raise_os_error2(int errnum, Value filename, Value filename2) {
  ExcKind kind = os_error_kind(errnum);
  Value args = rt_tuple_new(2);
  rt_tuple_set(args, 0, rt_int(errnum));
  rt_tuple_set(args, 1, rt_str_from_c(strerror(errnum)));
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(kind), kind, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  Tuple *t = RT_AS(Tuple, RT_AS(ExcObj, e)->args);
  rt_exc_set_attr(e, "errno", t->items[0]);
  rt_exc_set_attr(e, "strerror", t->items[1]);
  rt_exc_set_attr(e, "filename", rt_is_undef(filename) ? rt_none() : filename);
  if (!rt_is_undef(filename2)) rt_exc_set_attr(e, "filename2", filename2);
  rt_raise_exc(e); /* the registration releases the local reference */
}

/* Raises kind with the message msg, its .name set to name[0:name_len] and one more attribute:
 * AttributeError's .obj, ImportError's .path. */
static _Noreturn void raise_with_name(ExcKind kind, const char *msg, const char *name, size_t name_len,
                            const char *attr, Value attr_value) {
  Value e = rt_exc_from_message(kind, msg);
  rt_cleanup_push_value(&e);
  Value s = rt_str_new(name, name_len);
  rt_exc_set_attr(e, "name", s);
  rt_decref(s);
  rt_exc_set_attr(e, attr, attr_value);
  rt_raise_exc(e); /* the registration releases the local reference */
}

void rt_raise_attr_error(Value obj, const char *name, const char *fmt, ...) {
  char msg[1024]; /* numpy's removed-alias messages run to 600 characters */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  raise_with_name(RT_EXC_AttributeError, msg, name, strlen(name), "obj", obj);
}

void rt_raise_import_error(ExcKind kind, const char *name, size_t name_len, const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  raise_with_name(kind, msg, name, name_len, "path", rt_none());
}

static void release_value(void *p) { rt_decref(rt_obj(p)); }

void rt_exc_init(void) { rt_set_error_value_release(release_value); }

int rt_exc_attrs(Value exc, const ExcAttr **attrs) {
  *attrs = RT_AS(ExcObj, exc)->attrs;
  return RT_AS(ExcObj, exc)->nattrs;
}
