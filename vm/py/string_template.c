/* string_template.c — string.Template as a class Python code can subclass: its pattern is
 * built from the class's delimiter, idpattern, braceidpattern and flags (or taken from its own
 * `pattern`) by __init_subclass__, as CPython's string.py does, and substitute,
 * safe_substitute, get_identifiers and is_valid walk that pattern's matches (named, braced,
 * escaped and invalid groups). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "lib_source.h"
#include "py.h"

static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* a small int's value (a match's start or end) */
static int64_t small(Value v) { return v.tag == RT_INT ? v.as.i : 0; }

static Value re_attr(const char *name) {
  Value re = rt_import("re");
  int mark = rt_cleanup_push_value(&re);
  Value v = rt_getattr(re, name);
  rt_cleanup_pop(mark, true);
  return v;
}

/* __init_subclass__ (a classmethod, also run for Template itself): cls.pattern compiled from
 * the class's own `pattern`, else from delimiter, idpattern and braceidpattern, with
 * cls.flags | re.VERBOSE */
static Value t_init_subclass(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (kw && kw->n) {
    rt_raise(RT_EXC_TypeError, "%s.__init_subclass__() takes no keyword arguments",
             argc && rt_is_class(argv[0]) ? RT_AS(ClassObj, argv[0])->name : "Template");
  }
  if (argc != 1 || !rt_is_class(argv[0])) rt_raise(RT_EXC_TypeError, "__init_subclass__() takes no arguments");
  Value cls = argv[0];
  ClassObj *c = RT_AS(ClassObj, cls);
  size_t n = strlen("pattern");
  Value pattern = rt_undef(), v = rt_undef(), src = rt_undef();
  int mark = rt_cleanup_push_value(&pattern);
  rt_cleanup_push_value(&v);
  rt_cleanup_push_value(&src);
  int e = rt_class_own_find(c, "pattern", n, rt_name_hash("pattern", n));
  if (e >= 0 && !rt_is_undef(c->dict.e[e].value)) {
    pattern = c->dict.e[e].value;
    rt_incref(pattern);
  } else {
    Value delim = rt_getattr(cls, "delimiter");
    Value esc = re_attr("escape");
    int inner = rt_cleanup_push_value(&esc);
    rt_cleanup_push_value(&delim);
    v = rt_call(esc, 1, &delim, NULL);
    rt_cleanup_pop(inner, true);
    Value id = rt_getattr(cls, "idpattern");
    Value bid = rt_getattr(cls, "braceidpattern");
    if (!rt_truthy(bid)) {
      rt_decref(bid);
      bid = (rt_incref(id), id);
    }
    Value ids = rt_to_str(id), bids = rt_to_str(bid);
    rt_decref(id);
    rt_decref(bid);
    const char *d = rt_str_data(v);
    pattern = rt_str_printf("\n    %s(?:\n      (?P<escaped>%s)  |   # Escape sequence of two delimiters\n"
                            "      (?P<named>%s)       |   # delimiter and a Python identifier\n"
                            "      {(?P<braced>%s)} |   # delimiter and a braced identifier\n"
                            "      (?P<invalid>)             # Other ill-formed delimiter exprs\n    )\n    ",
                            d, d, rt_str_data(ids), rt_str_data(bids));
    rt_decref(ids);
    rt_decref(bids);
  }
  Value flags = rt_getattr(cls, "flags");
  Value verbose = re_attr("VERBOSE");
  Value both = rt_binop(RT_OP_OR, flags, verbose);
  rt_decref(flags);
  rt_decref(verbose);
  Value args[2] = {pattern, both};
  src = both;
  Value compile = re_attr("compile");
  rt_cleanup_push_value(&compile);
  Value compiled = rt_call(compile, 2, args, NULL);
  rt_setattr(cls, "pattern", compiled);
  rt_decref(compiled);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value t_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "template"};
  Value a[2];
  py_parse_pyargs("Template.__init__", argc, argv, kw, 2, names, 2, a);
  rt_setattr(a[0], "template", a[1]);
  return rt_none();
}

/* A group of match m by name: its str, or RT_UNDEF when it did not take part. */
static Value group(Value m, const char *name) {
  Value nm = rt_str_from_c(name);
  int mark = rt_cleanup_push_value(&nm);
  Value g = call_method(m, "group", 1, &nm);
  rt_cleanup_pop(mark, true);
  if (rt_is_none(g)) return rt_undef();
  return g;
}

/* ValueError('Invalid placeholder in string: line L, col C') for the invalid group of m, its
 * line and column counted as CPython's _invalid does (splitlines of the text before it). */
static _Noreturn void invalid(Value text, Value m) {
  Value nm = rt_str_from_c("invalid");
  int mark = rt_cleanup_push_value(&nm);
  Value start = call_method(m, "start", 1, &nm);
  rt_cleanup_push_value(&start);
  Value sl = rt_slice_new(rt_none(), start, rt_none());
  rt_cleanup_push_value(&sl);
  Value pre = rt_getitem(text, sl);
  rt_cleanup_push_value(&pre);
  Value keep = rt_bool(true);
  Value lines = call_method(pre, "splitlines", 1, &keep);
  rt_cleanup_push_value(&lines);
  int64_t i = small(start), lineno = 1, colno = 1;
  List *l = RT_AS(List, lines);
  if (l->n) {
    int64_t before = 0;
    for (int64_t k = 0; k + 1 < l->n; k++) before += rt_len(l->items[k]);
    colno = i - before;
    lineno = l->n;
  }
  rt_cleanup_pop(mark, true);
  PyLibLine frames[3] = {PY_LIB_TEMPLATE_SUBSTITUTE, PY_LIB_TEMPLATE_INVALID_CALL, PY_LIB_TEMPLATE_INVALID};
  py_lib_raise(RT_EXC_ValueError, frames, 3, "Invalid placeholder in string: line %lld, col %lld", (long long)lineno,
               (long long)colno);
}

/* The values come from the keywords first, then the mapping (RT_UNDEF: none). */
typedef struct Lookup {
  Value mapping, key, out;
  const Kwargs *kw;
} Lookup;

static void lookup_job(void *ud) {
  Lookup *s = ud;
  for (int k = 0; s->kw && k < s->kw->n; k++) {
    if (strcmp(s->kw->names[k], rt_str_data(s->key)) == 0) {
      s->out = rt_to_str(s->kw->values[k]);
      return;
    }
  }
  Value v = rt_is_undef(s->mapping) ? rt_undef() : rt_getitem(s->mapping, s->key);
  if (rt_is_undef(v)) rt_raise_key_error(s->key);
  int mark = rt_cleanup_push_value(&v);
  s->out = rt_to_str(v);
  rt_cleanup_pop(mark, true);
}

enum { MODE_SUB, MODE_SAFE, MODE_IDS, MODE_VALID };

/* One walk over self.pattern's matches in self.template for each of the four methods. */
static Value walk(Value self, Value mapping, const Kwargs *kw, int mode) {
  Value text = rt_getattr(self, "template"), pattern = rt_undef(), it = rt_undef(), m = rt_undef();
  Value g = rt_undef(), delim = rt_undef(), out = rt_undef();
  int mark = rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&pattern);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&g);
  rt_cleanup_push_value(&delim);
  rt_cleanup_push_value(&out);
  pattern = rt_getattr(self, "pattern");
  Value found = call_method(pattern, "finditer", 1, &text);
  it = rt_iter(found);
  rt_decref(found);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  if (mode == MODE_IDS) out = rt_list_new(0);
  bool valid = true;
  int64_t last = 0;
  while (rt_next(it, &m)) {
    int64_t s = small(call_method(m, "start", 0, NULL)), e = small(call_method(m, "end", 0, NULL));
    if (mode <= MODE_SAFE) {
      Value sl = rt_slice_new(rt_int(last), rt_int(s), rt_none());
      Value piece = rt_getitem(text, sl);
      rt_decref(sl);
      rt_sb_putn(&sb, rt_str_data(piece), (size_t)RT_AS(Str, piece)->nbytes);
      rt_decref(piece);
    }
    last = e;
    g = group(m, "named");
    if (rt_is_undef(g)) g = group(m, "braced");
    if (!rt_is_undef(g)) {
      if (mode == MODE_IDS) {
        if (!rt_contains(out, g)) rt_list_append(out, g);
      } else if (mode <= MODE_SAFE) {
        Lookup lk = {mapping, g, rt_undef(), kw};
        if (mode == MODE_SUB) {
          if (rt_pcall(lookup_job, &lk)) { /* raised in string.py's convert, called by substitute's re.sub */
            PyLibLine frames[2] = {PY_LIB_TEMPLATE_SUBSTITUTE, PY_LIB_TEMPLATE_LOOKUP};
            py_lib_frames_append(frames, 2);
            rt_reraise();
          }
        } else if (rt_pcall(lookup_job, &lk)) {
          if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_KeyError)) rt_reraise();
          rt_error_clear();
          lk.out = call_method(m, "group", 0, NULL);
        }
        rt_sb_putn(&sb, rt_str_data(lk.out), (size_t)RT_AS(Str, lk.out)->nbytes);
        rt_decref(lk.out);
      }
    } else if (!rt_is_undef(g = group(m, "escaped"))) {
      if (mode <= MODE_SAFE) {
        rt_decref(delim);
        delim = rt_getattr(self, "delimiter");
        Value ds = rt_to_str(delim);
        rt_sb_putn(&sb, rt_str_data(ds), (size_t)RT_AS(Str, ds)->nbytes);
        rt_decref(ds);
      }
    } else if (!rt_is_undef(g = group(m, "invalid"))) {
      if (mode == MODE_SUB) invalid(text, m);
      if (mode == MODE_VALID) valid = false;
      if (mode == MODE_SAFE) {
        Value whole = call_method(m, "group", 0, NULL);
        rt_sb_putn(&sb, rt_str_data(whole), (size_t)RT_AS(Str, whole)->nbytes);
        rt_decref(whole);
      }
    } else {
      rt_raise(RT_EXC_ValueError, "Unrecognized named group in pattern");
    }
    rt_decref(g);
    g = rt_undef();
    rt_decref(m);
    m = rt_undef();
  }
  Value r;
  if (mode <= MODE_SAFE) {
    int64_t n = rt_len(text);
    Value sl = rt_slice_new(rt_int(last), rt_int(n), rt_none());
    Value piece = rt_getitem(text, sl);
    rt_decref(sl);
    rt_sb_putn(&sb, rt_str_data(piece), (size_t)RT_AS(Str, piece)->nbytes);
    rt_decref(piece);
    r = rt_sb_to_str(&sb);
  } else {
    r = mode == MODE_IDS ? (rt_incref(out), out) : rt_bool(valid);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value substitute(int argc, const Value *argv, const Kwargs *kw, int mode) {
  const char *fname = mode == MODE_SUB ? "substitute" : "safe_substitute";
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'self'", fname);
  if (argc > 2) {
    rt_raise(RT_EXC_TypeError, "Template.%s() takes from 1 to 2 positional arguments but %d were given", fname, argc);
  }
  return walk(argv[0], argc > 1 ? argv[1] : rt_undef(), kw, mode);
}

static Value t_substitute(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return substitute(argc, argv, kw, MODE_SUB);
}

static Value t_safe_substitute(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return substitute(argc, argv, kw, MODE_SAFE);
}

static Value t_get_identifiers(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self"};
  Value a[1];
  py_parse_pyargs("Template.get_identifiers", argc, argv, kw, 1, names, 1, a);
  return walk(a[0], rt_undef(), NULL, MODE_IDS);
}

static Value t_is_valid(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self"};
  Value a[1];
  py_parse_pyargs("Template.is_valid", argc, argv, kw, 1, names, 1, a);
  return walk(a[0], rt_undef(), NULL, MODE_VALID);
}

Value rt_string_template_class(void) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  static const struct {
    const char *name;
    NativeFn fn;
  } ms[] = {{"__init__", t_init},
            {"substitute", t_substitute},
            {"safe_substitute", t_safe_substitute},
            {"get_identifiers", t_get_identifiers},
            {"is_valid", t_is_valid},
            {"__init_subclass__", t_init_subclass}};
  for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "Template.%s", ms[k].name);
    Value f = rt_native_method_new(ms[k].name, qual, ms[k].fn, rt_none());
    if (strcmp(ms[k].name, "__init_subclass__") == 0) {
      Value w = rt_wrapped_new(&rt_classmethod_type, f);
      rt_decref(f);
      f = w;
    }
    rt_dict_set_str(ns, ms[k].name, f);
    rt_decref(f);
  }
  static const struct {
    const char *name, *value;
  } attrs[] = {{"__doc__", "A string class for supporting $-substitutions."},
               {"delimiter", "$"},
               {"idpattern", "(?a:[_a-z][_a-z0-9]*)"}};
  for (size_t k = 0; k < sizeof attrs / sizeof attrs[0]; k++) {
    Value s = rt_str_from_c(attrs[k].value);
    rt_dict_set_str(ns, attrs[k].name, s);
    rt_decref(s);
  }
  rt_dict_set_str(ns, "braceidpattern", rt_none());
  Value flags = re_attr("IGNORECASE");
  rt_dict_set_str(ns, "flags", flags);
  rt_decref(flags);
  Value obj = rt_object_class();
  Value args[3] = {rt_str_from_c("Template"), rt_tuple_from(1, &obj), ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  rt_decref(args[0]);
  rt_decref(args[1]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("string")); /* type() keeps __main__ */
  rt_cleanup_push_value(&cls);
  rt_decref(t_init_subclass(rt_none(), 1, &cls, NULL));
  rt_cleanup_pop(mark, false);
  rt_decref(ns);
  return cls;
}
