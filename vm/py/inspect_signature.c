/* inspect_signature.c — inspect.signature and its objects: Parameter (name, kind, default,
 * annotation), the _ParameterKind constants, Signature (parameters in order, return
 * annotation, str as CPython renders it with its '/' and '*' markers, bind and bind_partial
 * with CPython's binding messages) and BoundArguments (arguments, args, kwargs,
 * apply_defaults). A signature is read from a Python function's __code__, __defaults__,
 * __kwdefaults__ and __annotations__; bound methods, classes (their __init__) and callable
 * instances (their __call__) drop the first parameter as CPython's do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

enum { POS_ONLY, POS_OR_KW, VAR_POS, KW_ONLY, VAR_KW, NKINDS };

typedef struct ModState {
  Value empty, param_class, sig_class, bound_class, proxy_class; /* borrowed: the module holds them */
  Value factory; /* the default a dataclass field with a default_factory shows: <factory> */
  Value kinds[NKINDS];                              /* borrowed: Parameter holds them */
} ModState;

static RtStateKey mod_key = {"inspect.signature", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static const char *const kind_names[NKINDS] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL",
                                               "KEYWORD_ONLY", "VAR_KEYWORD"};
static const char *const kind_descr[NKINDS] = {"positional-only", "positional or keyword",
                                               "variadic positional", "keyword-only", "variadic keyword"};

/* obj.name as a new reference; the caller owns it. */
static Value attr(Value obj, const char *name) { return rt_getattr(obj, name); }

static void set_steal(Value obj, const char *name, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

static bool is_empty(Value v) { return rt_is(v, mod_state()->empty); }

static int kind_of(Value param) {
  Value k = attr(param, "kind");
  int mark = rt_cleanup_push_value(&k);
  Value v = attr(k, "value");
  rt_cleanup_pop(mark, true);
  return (int)v.as.i;
}

/* ---- formatting ---- */

/* inspect.formatannotation: a class as its qualname (module-qualified outside builtins), a
 * typing object as its repr without "typing.", anything else as its repr. */
static void put_annotation(StrBuf *sb, Value ann) {
  Value mod = rt_undef(), qn = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&qn);
  rt_cleanup_push_value(&r);
  Value isinst = rt_builtin_lookup("isinstance"), type = rt_builtin_lookup("type");
  Value args[2] = {ann, type};
  Value isclass = rt_call(isinst, 2, args, NULL);
  bool cls = rt_truthy(isclass);
  rt_decref(isclass);
  if (!rt_try_getattr(ann, "__module__", &mod)) mod = rt_none();
  if (cls && rt_try_getattr(ann, "__qualname__", &qn) && rt_is_str(qn)) {
    if (rt_is_str(mod) && strcmp(rt_str_data(mod), "builtins") != 0) rt_sb_printf(sb, "%s.", rt_str_data(mod));
    rt_sb_puts(sb, rt_str_data(qn));
  } else {
    r = rt_repr(ann);
    const char *s = rt_str_data(r);
    bool typing = (rt_is_str(mod) && !strcmp(rt_str_data(mod), "typing")) || !strncmp(s, "typing.", 7);
    for (const char *p = s; *p;) {
      if (typing && !strncmp(p, "typing.", 7)) p += 7;
      else rt_sb_putc(sb, *p++);
    }
  }
  rt_cleanup_pop(mark, true);
}

static void put_param(StrBuf *sb, Value p) {
  int kind = kind_of(p);
  Value name = attr(p, "name"), ann = rt_undef(), def = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&ann);
  rt_cleanup_push_value(&def);
  rt_cleanup_push_value(&r);
  ann = attr(p, "annotation");
  def = attr(p, "default");
  rt_sb_printf(sb, "%s%s", kind == VAR_POS ? "*" : kind == VAR_KW ? "**" : "", rt_str_data(name));
  if (!is_empty(ann)) {
    rt_sb_puts(sb, ": ");
    put_annotation(sb, ann);
  }
  if (!is_empty(def)) {
    r = rt_repr(def);
    rt_sb_printf(sb, "%s%s", is_empty(ann) ? "=" : " = ", rt_str_data(r));
  }
  rt_cleanup_pop(mark, true);
}

/* The parameters of a Signature as a list (new reference). */
static Value params_list(Value sig) {
  Value ps = attr(sig, "parameters");
  int mark = rt_cleanup_push_value(&ps);
  Value vals = rt_getattr(ps, "values");
  rt_cleanup_push_value(&vals);
  Value it = rt_call(vals, 0, NULL, NULL);
  rt_cleanup_push_value(&it);
  Value l = rt_call(rt_builtin_lookup("list"), 1, &it, NULL);
  rt_cleanup_pop(mark, true);
  return l;
}

static Value sig_text(Value sig) {
  Value ps = params_list(sig), ra = rt_undef();
  int mark = rt_cleanup_push_value(&ps);
  rt_cleanup_push_value(&ra);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_putc(&sb, '(');
  bool slash = false, star = true, first = true;
  for (int64_t k = 0; k < RT_AS(List, ps)->n; k++) {
    Value p = RT_AS(List, ps)->items[k];
    int kind = kind_of(p);
    const char *mark_text = NULL;
    if (kind == POS_ONLY) slash = true;
    else if (slash) mark_text = "/", slash = false;
    if (mark_text) rt_sb_printf(&sb, "%s%s", first ? "" : ", ", mark_text), first = false;
    if (kind == VAR_POS) star = false;
    else if (kind == KW_ONLY && star) rt_sb_printf(&sb, "%s*", first ? "" : ", "), star = false, first = false;
    if (!first) rt_sb_puts(&sb, ", ");
    put_param(&sb, p);
    first = false;
  }
  if (slash) rt_sb_printf(&sb, "%s/", first ? "" : ", ");
  rt_sb_putc(&sb, ')');
  ra = attr(sig, "return_annotation");
  if (!is_empty(ra)) {
    rt_sb_puts(&sb, " -> ");
    put_annotation(&sb, ra);
  }
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  rt_decref(ps);
  rt_decref(ra);
  return s;
}

/* ---- Parameter ---- */

static Value param_make(Value name, int kind, Value def, Value ann) {
  ModState *st = mod_state();
  Value p = rt_instance_new(RT_AS(ClassObj, st->param_class));
  int mark = rt_cleanup_push_value(&p);
  rt_setattr(p, "name", name);
  rt_setattr(p, "kind", st->kinds[kind]);
  rt_setattr(p, "default", rt_is_undef(def) ? st->empty : def);
  rt_setattr(p, "annotation", rt_is_undef(ann) ? st->empty : ann);
  rt_cleanup_pop(mark, false);
  return p;
}

static const char *const param_names[] = {"self", "name", "kind", "default", "annotation"};

/* A parameter's name must be an identifier and no keyword, as in CPython. */
static void check_param_name(Value name) {
  Value m = rt_getattr(name, "isidentifier"), kwmod = rt_undef(), iskw = rt_undef();
  int mark = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&kwmod);
  rt_cleanup_push_value(&iskw);
  Value ok = rt_call(m, 0, NULL, NULL);
  bool valid = rt_truthy(ok);
  rt_decref(ok);
  if (valid) {
    kwmod = rt_import("keyword");
    iskw = rt_getattr(kwmod, "iskeyword");
    Value r = rt_call(iskw, 1, &name, NULL);
    valid = !rt_truthy(r);
    rt_decref(r);
  }
  if (!valid) rt_raise(RT_EXC_ValueError, "'%s' is not a valid parameter name", rt_str_data(name));
  rt_cleanup_pop(mark, true);
}

static Value p_init(ARGS) {
  (void)data;
  Value a[5];
  py_parse_pyargs("Parameter.__init__", argc, argv, kw, 5, param_names, 3, a);
  int kind = -1;
  for (int k = 0; k < NKINDS; k++)
    if (rt_is(a[2], mod_state()->kinds[k]) || (a[2].tag == RT_INT && a[2].as.i == k)) kind = k; /* an IntEnum */
  if (kind < 0) {
    Value r = rt_repr(a[2]);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "value %s is not a valid Parameter.kind", rt_str_data(r));
  }
  if ((kind == VAR_POS || kind == VAR_KW) && !rt_is_undef(a[3]) && !rt_is(a[3], mod_state()->empty))
    rt_raise(RT_EXC_ValueError, "%s parameters cannot have default values", kind == VAR_POS ? "variadic positional" : "variadic keyword");
  if (!rt_is_str(a[1])) rt_raise(RT_EXC_TypeError, "name must be a str, not a %s", rt_type_name(a[1]));
  check_param_name(a[1]);
  rt_setattr(a[0], "name", a[1]);
  rt_setattr(a[0], "kind", mod_state()->kinds[kind]);
  rt_setattr(a[0], "default", rt_is_undef(a[3]) ? mod_state()->empty : a[3]);
  rt_setattr(a[0], "annotation", rt_is_undef(a[4]) ? mod_state()->empty : a[4]);
  return rt_none();
}

static Value p_str(ARGS) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  put_param(&sb, argv[0]);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value p_repr(ARGS) {
  Value s = p_str(data, argc, argv, kw);
  Value r = rt_str_printf("<Parameter \"%s\">", rt_str_data(s));
  rt_decref(s);
  return r;
}

static Value k_str(ARGS) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  return attr(argv[0], "name");
}

static Value k_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value v = attr(argv[0], "value");
  int k = (int)v.as.i;
  return rt_str_printf("<_ParameterKind.%s: %d>", kind_names[k], k);
}

/* ---- Signature ---- */

/* A Signature of params (a list of Parameters, borrowed) and a return annotation (RT_UNDEF:
 * empty). */
static Value sig_make(Value params, Value ret) {
  ModState *st = mod_state();
  Value sig = rt_instance_new(RT_AS(ClassObj, st->sig_class)), od = rt_undef(), coll = rt_undef();
  int mark = rt_cleanup_push_value(&sig);
  rt_cleanup_push_value(&od);
  rt_cleanup_push_value(&coll);
  coll = rt_import("collections");
  Value odc = rt_getattr(coll, "OrderedDict");
  od = rt_call(odc, 0, NULL, NULL);
  rt_decref(odc);
  for (int64_t k = 0; k < RT_AS(List, params)->n; k++) {
    Value p = RT_AS(List, params)->items[k];
    Value name = attr(p, "name");
    rt_setitem(od, name, p);
    rt_decref(name);
  }
  Value proxy = rt_instance_new(RT_AS(ClassObj, st->proxy_class));
  rt_setattr(proxy, "_mapping", od);
  rt_decref(od);
  od = proxy;
  rt_setattr(sig, "parameters", od);
  rt_setattr(sig, "return_annotation", rt_is_undef(ret) ? st->empty : ret);
  rt_incref(sig);
  rt_cleanup_pop(mark, true);
  return sig;
}

enum { H_CODE, H_NAMES, H_DEFS, H_KWDEFS, H_ANN, H_LIST, H_TMP, NH };

static int64_t code_int(Value code, const char *name) {
  Value v = attr(code, name);
  int64_t n = v.tag == RT_INT ? v.as.i : 0;
  rt_decref(v);
  return n;
}

/* The annotation of name in a function's __annotations__ (borrowed; RT_UNDEF: none). */
static Value ann_of(Value ann, const char *name) {
  return rt_is_dict(ann) ? rt_dict_get_str(ann, name) : rt_undef();
}

static void add_param(Value list, Value name, int kind, Value def, Value ann) {
  Value p = param_make(name, kind, def, ann_of(ann, rt_str_data(name)));
  rt_list_append(list, p);
  rt_decref(p);
}

/* The Parameters of a Python function, in order (a new list). */
static Value function_params(Value f, Value *ret) {
  Value h[NH];
  for (int k = 0; k < NH; k++) h[k] = rt_undef();
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < NH; k++) rt_cleanup_push_value(&h[k]);
  h[H_CODE] = attr(f, "__code__");
  int64_t nargs = code_int(h[H_CODE], "co_argcount"), nposonly = code_int(h[H_CODE], "co_posonlyargcount");
  int64_t nkwonly = code_int(h[H_CODE], "co_kwonlyargcount"), flags = code_int(h[H_CODE], "co_flags");
  h[H_NAMES] = attr(h[H_CODE], "co_varnames");
  h[H_DEFS] = attr(f, "__defaults__");
  h[H_KWDEFS] = attr(f, "__kwdefaults__");
  h[H_ANN] = attr(f, "__annotations__");
  h[H_LIST] = rt_list_new(0);
  const Value *names = RT_AS(Tuple, h[H_NAMES])->items;
  int64_t ndefs = rt_is_tuple(h[H_DEFS]) ? RT_AS(Tuple, h[H_DEFS])->n : 0, first_def = nargs - ndefs;
  for (int64_t i = 0; i < nargs; i++) {
    Value def = i >= first_def ? RT_AS(Tuple, h[H_DEFS])->items[i - first_def] : rt_undef();
    add_param(h[H_LIST], names[i], i < nposonly ? POS_ONLY : POS_OR_KW, def, h[H_ANN]);
  }
  if (flags & 0x04) add_param(h[H_LIST], names[nargs + nkwonly], VAR_POS, rt_undef(), h[H_ANN]);
  for (int64_t i = nargs; i < nargs + nkwonly; i++) {
    Value def = rt_is_dict(h[H_KWDEFS]) ? rt_dict_get(h[H_KWDEFS], names[i]) : rt_undef();
    add_param(h[H_LIST], names[i], KW_ONLY, def, h[H_ANN]);
  }
  if (flags & 0x08) add_param(h[H_LIST], names[nargs + nkwonly + ((flags & 0x04) ? 1 : 0)], VAR_KW, rt_undef(), h[H_ANN]);
  Value r = ann_of(h[H_ANN], "return");
  *ret = rt_is_undef(r) ? r : (rt_incref(r), r);
  Value list = h[H_LIST];
  h[H_LIST] = rt_undef();
  rt_cleanup_pop(mark, true);
  return list;
}

/* The signature of f less its first parameter (a bound method's self, a class's cls). */
static Value signature_of(Value obj, bool drop_first);
static Value pname(Value p);

static Value drop_first_param(Value sig) {
  Value ps = params_list(sig), ra = rt_undef();
  int mark = rt_cleanup_push_value(&ps);
  rt_cleanup_push_value(&ra);
  List *l = RT_AS(List, ps);
  if (l->n == 0) rt_raise(RT_EXC_ValueError, "invalid method signature");
  if (kind_of(l->items[0]) != VAR_POS) {
    rt_decref(l->items[0]);
    memmove(l->items, l->items + 1, (size_t)(l->n - 1) * sizeof(Value));
    l->n--;
  }
  ra = attr(sig, "return_annotation");
  Value r = sig_make(ps, is_empty(ra) ? rt_undef() : ra);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A dataclass's generated __init__: its init fields in order (keyword-only ones last), with
 * their types, defaults (<factory> for a default_factory) and a None return annotation. */
static Value dataclass_signature(Value fields) {
  Value h[5] = {rt_import("dataclasses"), rt_undef(), rt_list_new(0), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 5; k++) rt_cleanup_push_value(&h[k]);
  h[1] = rt_getattr(h[0], "MISSING");
  for (int pass = 0; pass < 2; pass++) {
    int64_t pos = 0;
    Value name, f;
    while (rt_dict_next(fields, &pos, &name, &f)) {
      Value init = attr(f, "init"), kwo = rt_undef();
      bool in = rt_truthy(init);
      rt_decref(init);
      bool kw_only = rt_try_getattr(f, "kw_only", &kwo) && rt_is(kwo, rt_bool(true));
      rt_decref(kwo);
      if (!in || kw_only != (pass == 1)) continue;
      rt_decref(h[3]);
      h[3] = attr(f, "default");
      if (rt_is(h[3], h[1])) {
        rt_decref(h[3]);
        h[3] = attr(f, "default_factory");
        if (!rt_is(h[3], h[1])) rt_decref(h[3]), h[3] = (rt_incref(mod_state()->factory), mod_state()->factory);
      }
      rt_decref(h[4]);
      h[4] = attr(f, "type");
      Value p = param_make(name, kw_only ? KW_ONLY : POS_OR_KW, rt_is(h[3], h[1]) ? rt_undef() : h[3], h[4]);
      rt_list_append(h[2], p);
      rt_decref(p);
    }
  }
  Value r = sig_make(h[2], rt_none());
  rt_cleanup_pop(mark, true);
  return r;
}

/* functools.partial: its positional arguments take the first positional parameters; a
 * parameter its keywords give becomes keyword-only with that default, and so do the
 * positional-or-keyword ones after it (CPython's _signature_get_partial). */
static _Noreturn void bad_partial(Value part) {
  Value r = rt_repr(part);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "partial object %s has incorrect arguments", rt_str_data(r));
}

static Value partial_signature(Value part) {
  Value h[5] = {attr(part, "func"), rt_undef(), rt_undef(), rt_undef(), rt_list_new(0)};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 5; k++) rt_cleanup_push_value(&h[k]);
  h[1] = attr(part, "args");
  h[2] = attr(part, "keywords");
  Value sig = signature_of(h[0], false);
  rt_cleanup_push_value(&sig);
  h[3] = params_list(sig);
  int64_t skip = RT_AS(Tuple, h[1])->n, named = 0;
  bool to_kwonly = false, var_pos = false, var_kw = false;
  for (int64_t k = 0; k < RT_AS(List, h[3])->n; k++) {
    Value p = RT_AS(List, h[3])->items[k];
    int kind = kind_of(p);
    Value given = rt_is_dict(h[2]) && kind != POS_ONLY ? rt_dict_get(h[2], pname(p)) : rt_undef();
    named += !rt_is_undef(given);
    if (skip > 0 && (kind == POS_ONLY || kind == POS_OR_KW)) {
      if (!rt_is_undef(given)) bad_partial(part); /* a positional and a keyword value */
      skip--;
      continue;
    }
    var_pos |= kind == VAR_POS, var_kw |= kind == VAR_KW;
    if (!rt_is_undef(given) && kind == POS_OR_KW) to_kwonly = true;
    if (to_kwonly && kind == VAR_POS) continue; /* the parameters after a keyword take no *args */
    if (to_kwonly && kind == POS_OR_KW) kind = KW_ONLY;
    Value def = rt_is_undef(given) ? attr(p, "default") : (rt_incref(given), given);
    Value ann = attr(p, "annotation");
    Value np = param_make(pname(p), kind, is_empty(def) ? rt_undef() : def, is_empty(ann) ? rt_undef() : ann);
    rt_decref(def);
    rt_decref(ann);
    rt_list_append(h[4], np);
    rt_decref(np);
  }
  /* arguments the function cannot take: more positional ones than it has (no *args), keywords
   * it does not name (no **kwargs) */
  if ((skip > 0 && !var_pos) || (!var_kw && rt_is_dict(h[2]) && named < rt_dict_len(h[2]))) bad_partial(part);
  Value ra = attr(sig, "return_annotation");
  rt_cleanup_push_value(&ra);
  Value r = sig_make(h[4], is_empty(ra) ? rt_undef() : ra);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A method a dataclass generated (a native function named "Cls.__init__" and the like, Cls a
 * module-level dataclass): the parameters CPython's generated source has; RT_UNDEF for
 * another native. */
static Value dataclass_method_signature(Value fn) {
  static const struct {
    const char *name, *params;
  } methods[] = {{"__eq__", "self other"}, {"__lt__", "self other"}, {"__le__", "self other"},
                 {"__gt__", "self other"}, {"__ge__", "self other"}, {"__repr__", "self"},
                 {"__hash__", "self"},     {"__setattr__", "self name value"}, {"__delattr__", "self name"},
                 {"__init__", "self"}};
  Value q;
  if (!rt_try_getattr(fn, "__qualname__", &q)) return rt_undef();
  int mark = rt_cleanup_push_value(&q);
  const char *text = rt_is_str(q) ? rt_str_data(q) : "", *dot = strchr(text, '.');
  Value out = rt_undef(), g = rt_undef(), cls = rt_undef(), fields = rt_undef(), mine = rt_undef();
  Value sig = rt_undef(), more = rt_undef(); /* __init__'s fields */
  rt_cleanup_push_value(&g);
  rt_cleanup_push_value(&cls);
  rt_cleanup_push_value(&fields);
  rt_cleanup_push_value(&mine);
  int which = -1;
  for (int k = 0; dot && k < (int)(sizeof methods / sizeof *methods); k++)
    if (!strcmp(dot + 1, methods[k].name)) which = k;
  if (which < 0 || strchr(text, '<')) goto done;
  g = rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL);
  Value key = rt_str_printf("%.*s", (int)(dot - text), text);
  cls = rt_dict_get(g, key);
  rt_decref(key);
  if (rt_is_undef(cls) || !rt_is_class(cls)) {
    cls = rt_undef();
    goto done;
  }
  rt_incref(cls);
  if (!rt_try_getattr(cls, "__dataclass_fields__", &fields) || !rt_is_dict(fields)) goto done;
  if (!rt_try_getattr(cls, methods[which].name, &mine) || !rt_is(mine, fn)) goto done;
  Value params = rt_list_new(0);
  rt_cleanup_push_value(&params);
  const char *p = methods[which].params;
  while (*p) {
    const char *e = strchr(p, ' ');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    Value name = rt_str_new(p, (int64_t)n);
    Value param = param_make(name, POS_OR_KW, rt_undef(), rt_undef());
    rt_decref(name);
    rt_list_append(params, param);
    rt_decref(param);
    p += n + (e ? 1 : 0);
  }
  if (strcmp(methods[which].name, "__init__") == 0) {
    rt_cleanup_push_value(&sig);
    rt_cleanup_push_value(&more);
    sig = dataclass_signature(fields);
    more = params_list(sig);
    for (int64_t k = 0; k < RT_AS(List, more)->n; k++) rt_list_append(params, RT_AS(List, more)->items[k]);
    out = sig_make(params, rt_none());
  } else {
    out = sig_make(params, rt_undef());
  }
done:
  rt_cleanup_pop(mark, true);
  return out;
}

static Value class_signature(Value cls) {
  ClassObj *owner = NULL;
  Value init = rt_class_lookup(RT_AS(ClassObj, cls), "__init__", &owner);
  if (!rt_is_undef(init) && rt_is_python_function(init)) return signature_of(init, true);
  Value fields = rt_undef();
  if (rt_try_getattr(cls, "__dataclass_fields__", &fields) && rt_is_dict(fields)) {
    int mark = rt_cleanup_push_value(&fields);
    Value r = dataclass_signature(fields);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_decref(fields);
  Value nw = rt_class_lookup(RT_AS(ClassObj, cls), "__new__", &owner);
  if (!rt_is_undef(nw) && rt_is_type(nw, &rt_staticmethod_type)) nw = RT_AS(Wrapped, nw)->func;
  if (!rt_is_undef(nw) && rt_is_python_function(nw)) return signature_of(nw, true);
  Value empty = rt_list_new(0);
  Value r = sig_make(empty, rt_undef());
  rt_decref(empty);
  return r;
}

static Value signature_of(Value obj, bool drop_first) {
  if (drop_first) {
    Value sig = signature_of(obj, false);
    int mark = rt_cleanup_push_value(&sig);
    Value r = drop_first_param(sig);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value sg = rt_undef();
  if (rt_try_getattr(obj, "__signature__", &sg)) {
    if (!rt_is_none(sg)) return sg;
    rt_decref(sg);
  }
  if (rt_is_python_function(obj)) {
    Value ret = rt_undef();
    Value ps = function_params(obj, &ret);
    int mark = rt_cleanup_push_value(&ps);
    rt_cleanup_push_value(&ret);
    Value r = sig_make(ps, ret);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_type(obj, &rt_bound_method_type)) {
    Value f = RT_AS(BoundMethod, obj)->func;
    if (rt_is_python_function(f)) return signature_of(f, true);
  }
  if (!strcmp(rt_type_name(obj), "functools.partial")) return partial_signature(obj);
  if (rt_is_class(obj)) return class_signature(obj);
  if (!rt_is_python_function(obj)) {
    Value r = dataclass_method_signature(obj);
    if (!rt_is_undef(r)) return r;
  }
  if (!rt_is_native(obj) && !rt_is_class(obj) && !rt_is_type(obj, &rt_bound_method_type)) {
    Value call = rt_undef();
    if (rt_try_getattr(obj, "__call__", &call)) {
      int mark = rt_cleanup_push_value(&call);
      Value r = signature_of(call, false);
      rt_cleanup_pop(mark, true);
      return r;
    }
  }
  Value callable = rt_call(rt_builtin_lookup("callable"), 1, &obj, NULL);
  Value r = rt_repr(obj);
  int mark = rt_cleanup_push_value(&r);
  if (!rt_truthy(callable)) rt_raise(RT_EXC_TypeError, "%s is not a callable object", rt_str_data(r));
  bool is_type = rt_is_class(obj) || (rt_is_native(obj) && RT_AS(NativeFunc, obj)->repr_as);
  rt_raise(RT_EXC_ValueError, "no signature found for builtin %s%s", is_type ? "type " : "", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value i_signature(ARGS) {
  (void)data;
  static const char *const names[] = {"obj", "follow_wrapped", "globals", "locals", "eval_str"};
  Value a[5];
  py_parse_pyargs("signature", argc, argv, kw, 5, names, 1, a);
  if (!rt_is_undef(a[1]) && !rt_truthy(a[1])) return signature_of(a[0], false);
  /* follow_wrapped: the signature of what functools.wraps wrapped (inspect.unwrap) */
  Value obj = (rt_incref(a[0]), a[0]), inner;
  int mark = rt_cleanup_push_value(&obj);
  for (int depth = 0; depth < 100 && !rt_is_class(obj) && rt_try_getattr(obj, "__wrapped__", &inner); depth++) {
    rt_decref(obj);
    obj = inner;
  }
  Value r = signature_of(obj, false);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value s_from_callable(ARGS) {
  (void)data;
  static const char *const names[] = {"cls", "obj", "follow_wrapped", "globals", "locals", "eval_str"};
  Value a[6];
  py_parse_pyargs("from_callable", argc, argv, kw, 6, names, 2, a);
  return signature_of(a[1], false);
}

static Value s_str(ARGS) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  return sig_text(argv[0]);
}

static Value s_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value s = sig_text(argv[0]);
  Value r = rt_str_printf("<Signature %s>", rt_str_data(s));
  rt_decref(s);
  return r;
}

static Value s_eq(ARGS) {
  (void)data;
  rt_check_nargs("__eq__", argc, kw, 2, 2);
  if (!rt_isinstance_class(argv[1], mod_state()->sig_class)) return rt_notimplemented();
  Value a = sig_text(argv[0]), b = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  b = sig_text(argv[1]);
  bool eq = rt_equal(a, b);
  rt_cleanup_pop(mark, true);
  return rt_bool(eq);
}

/* ---- binding (CPython's Signature._bind, step by step) ---- */

typedef struct Binder {
  Value params, args, kwargs, arguments; /* list, tuple, dict (a copy: popped), dict */
  int64_t np, ip;                        /* parameters, the next one */
  bool partial;
} Binder;

static Value pname(Value p) {
  Value n = attr(p, "name");
  rt_decref(n); /* the Parameter holds it */
  return n;
}

static bool has_default(Value p) {
  Value d = attr(p, "default");
  bool e = is_empty(d);
  rt_decref(d);
  return !e;
}

/* The positional arguments onto the parameters; returns the index of the first parameter the
 * keyword phase starts with (np: none). */
static int64_t bind_positional(Binder *b) {
  const Tuple *args = RT_AS(Tuple, b->args);
  const Value *ps = RT_AS(List, b->params)->items;
  int64_t ia = 0, ip = 0;
  for (;;) {
    if (ia == args->n) {
      if (ip == b->np) return b->np;
      Value p = ps[ip];
      int kind = kind_of(p);
      if (kind == VAR_POS) return ip + 1;
      if (rt_dict_get(b->kwargs, pname(p)).tag != RT_UNDEF) {
        if (kind == POS_ONLY)
          rt_raise(RT_EXC_TypeError, "'%s' parameter is positional only, but was passed as a keyword",
                   rt_str_data(pname(p)));
        return ip;
      }
      if (kind == VAR_KW || has_default(p) || b->partial) return ip;
      rt_raise(RT_EXC_TypeError, "missing a required argument: '%s'", rt_str_data(pname(p)));
    }
    if (ip == b->np) rt_raise(RT_EXC_TypeError, "too many positional arguments");
    Value p = ps[ip++];
    int kind = kind_of(p);
    if (kind == VAR_KW || kind == KW_ONLY) rt_raise(RT_EXC_TypeError, "too many positional arguments");
    if (kind == VAR_POS) {
      Value rest = rt_tuple_from(args->n - ia, args->items + ia);
      rt_dict_set(b->arguments, pname(p), rest);
      rt_decref(rest);
      return ip;
    }
    if (kind != POS_ONLY && rt_dict_get(b->kwargs, pname(p)).tag != RT_UNDEF)
      rt_raise(RT_EXC_TypeError, "multiple values for argument '%s'", rt_str_data(pname(p)));
    rt_dict_set(b->arguments, pname(p), args->items[ia++]);
  }
}

static void bind_keywords(Binder *b, int64_t from) {
  const Value *ps = RT_AS(List, b->params)->items;
  Value kwparam = rt_undef();
  for (int64_t ip = from; ip < b->np; ip++) {
    Value p = ps[ip];
    int kind = kind_of(p);
    if (kind == VAR_KW) {
      kwparam = p;
      continue;
    }
    if (kind == VAR_POS) continue;
    Value v = rt_dict_get(b->kwargs, pname(p));
    if (rt_is_undef(v)) {
      if (!b->partial && !has_default(p))
        rt_raise(RT_EXC_TypeError, "missing a required argument: '%s'", rt_str_data(pname(p)));
      continue;
    }
    if (kind == POS_ONLY)
      rt_raise(RT_EXC_TypeError, "'%s' parameter is positional only, but was passed as a keyword", rt_str_data(pname(p)));
    rt_dict_set(b->arguments, pname(p), v);
    rt_dict_del(b->kwargs, pname(p));
  }
  if (rt_dict_len(b->kwargs) == 0) return;
  if (!rt_is_undef(kwparam)) {
    rt_dict_set(b->arguments, pname(kwparam), b->kwargs);
    return;
  }
  int64_t pos = 0;
  Value k, v;
  rt_dict_next(b->kwargs, &pos, &k, &v);
  rt_raise(RT_EXC_TypeError, "got an unexpected keyword argument '%s'", rt_str_data(k));
}

static Value bound_make(Value sig, Value arguments) {
  Value ba = rt_instance_new(RT_AS(ClassObj, mod_state()->bound_class));
  int mark = rt_cleanup_push_value(&ba);
  rt_setattr(ba, "signature", sig);
  rt_setattr(ba, "arguments", arguments);
  rt_cleanup_pop(mark, false);
  return ba;
}

static Value do_bind(Value sig, int argc, const Value *argv, const Kwargs *kw, bool partial) {
  Binder b = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), 0, 0, partial};
  int mark = rt_cleanup_push_value(&b.params);
  rt_cleanup_push_value(&b.args);
  rt_cleanup_push_value(&b.kwargs);
  rt_cleanup_push_value(&b.arguments);
  b.params = params_list(sig);
  b.np = RT_AS(List, b.params)->n;
  b.args = rt_tuple_from(argc, argv);
  b.kwargs = rt_dict_new();
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(b.kwargs, kw->names[k], kw->values[k]);
  b.arguments = rt_dict_new();
  int64_t from = bind_positional(&b);
  bind_keywords(&b, from);
  Value r = bound_make(sig, b.arguments);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value s_bind(ARGS) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "Signature.bind() missing 1 required positional argument: 'self'");
  return do_bind(argv[0], argc - 1, argv + 1, kw, false);
}

static Value s_bind_partial(ARGS) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "Signature.bind_partial() missing 1 required positional argument: 'self'");
  return do_bind(argv[0], argc - 1, argv + 1, kw, true);
}

/* ---- BoundArguments ---- */

typedef struct BaParts {
  Value params, arguments, out;
} BaParts;

static int ba_open(BaParts *p, Value ba, Value out) {
  p->params = p->arguments = rt_undef();
  p->out = out;
  int mark = rt_cleanup_push_value(&p->params);
  rt_cleanup_push_value(&p->arguments);
  rt_cleanup_push_value(&p->out);
  Value sig = attr(ba, "signature");
  rt_cleanup_push_value(&sig);
  p->params = params_list(sig);
  rt_cleanup_pop(mark + 3, true);
  p->arguments = attr(ba, "arguments");
  return mark;
}

static Value ba_args(ARGS) {
  (void)data;
  rt_check_nargs("args", argc, kw, 1, 1);
  BaParts p;
  int mark = ba_open(&p, argv[0], rt_list_new(0));
  for (int64_t k = 0; k < RT_AS(List, p.params)->n; k++) {
    Value prm = RT_AS(List, p.params)->items[k];
    int kind = kind_of(prm);
    if (kind == VAR_KW || kind == KW_ONLY) break;
    Value v = rt_dict_get(p.arguments, pname(prm));
    if (rt_is_undef(v)) break;
    if (kind == VAR_POS) {
      for (int64_t j = 0; j < RT_AS(Tuple, v)->n; j++) rt_list_append(p.out, RT_AS(Tuple, v)->items[j]);
    } else {
      rt_list_append(p.out, v);
    }
  }
  Value t = rt_tuple_from(RT_AS(List, p.out)->n, RT_AS(List, p.out)->items);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value ba_kwargs(ARGS) {
  (void)data;
  rt_check_nargs("kwargs", argc, kw, 1, 1);
  BaParts p;
  int mark = ba_open(&p, argv[0], rt_dict_new());
  bool started = false;
  for (int64_t k = 0; k < RT_AS(List, p.params)->n; k++) {
    Value prm = RT_AS(List, p.params)->items[k];
    int kind = kind_of(prm);
    Value v = rt_dict_get(p.arguments, pname(prm));
    if (!started) {
      if (kind == VAR_KW || kind == KW_ONLY) started = true;
      else if (rt_is_undef(v)) {
        started = true;
        continue;
      }
    }
    if (!started || rt_is_undef(v)) continue;
    if (kind == VAR_KW) rt_dict_update(p.out, v);
    else rt_dict_set(p.out, pname(prm), v);
  }
  Value out = p.out;
  p.out = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

static Value ba_apply_defaults(ARGS) {
  (void)data;
  rt_check_nargs("apply_defaults", argc, kw, 1, 1);
  BaParts p;
  int mark = ba_open(&p, argv[0], rt_dict_new());
  for (int64_t k = 0; k < RT_AS(List, p.params)->n; k++) {
    Value prm = RT_AS(List, p.params)->items[k];
    int kind = kind_of(prm);
    Value v = rt_dict_get(p.arguments, pname(prm));
    if (!rt_is_undef(v)) {
      rt_dict_set(p.out, pname(prm), v);
    } else if (has_default(prm)) {
      Value d = attr(prm, "default");
      rt_dict_set(p.out, pname(prm), d);
      rt_decref(d);
    } else if (kind == VAR_POS || kind == VAR_KW) {
      Value e = kind == VAR_POS ? rt_tuple_new(0) : rt_dict_new();
      rt_dict_set(p.out, pname(prm), e);
      rt_decref(e);
    }
  }
  rt_setattr(argv[0], "arguments", p.out);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value ba_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value args = attr(argv[0], "arguments");
  int mark = rt_cleanup_push_value(&args);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "<BoundArguments (");
  int64_t pos = 0, n = 0;
  Value k, v;
  while (rt_dict_next(args, &pos, &k, &v)) {
    Value r = rt_repr(v);
    rt_sb_printf(&sb, "%s%s=%s", n++ ? ", " : "", rt_str_data(k), rt_str_data(r));
    rt_decref(r);
  }
  rt_sb_puts(&sb, ")>");
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return s;
}

/* ---- Signature.parameters: a read-only view of an OrderedDict (CPython's mappingproxy) ---- */

/* The view's method `data` (its name) called on the OrderedDict it wraps. */
static Value mp_delegate(ARGS) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "descriptor needs an argument");
  Value m = attr(argv[0], "_mapping");
  int mark = rt_cleanup_push_value(&m);
  Value f = rt_getattr(m, rt_str_data(data));
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value mp_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value m = attr(argv[0], "_mapping");
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_repr(m);
  rt_cleanup_push_value(&r);
  Value out = rt_str_printf("mappingproxy(%s)", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

static Value proxy_class_make(void) {
  static const char *const names[] = {"__getitem__", "__iter__", "__len__", "__contains__", "__eq__",
                                      "__str__",     "keys",        "values",   "items",   "get",          "copy"};
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("mappingproxy", bases);
  rt_decref(bases);
  for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "mappingproxy.%s", names[k]);
    Value name = rt_str_from_c(names[k]);
    rt_class_set(RT_AS(ClassObj, cls), names[k], rt_native_method_new(names[k], qual, mp_delegate, name));
    rt_decref(name);
  }
  rt_class_set(RT_AS(ClassObj, cls), "__repr__", rt_native_method_new("__repr__", "mappingproxy.__repr__", mp_repr, rt_none()));
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("builtins"));
  rt_class_finish(cls, rt_none());
  return cls;
}

/* ---- the classes ---- */

typedef struct Meth {
  const char *name;
  NativeFn fn;
  int how; /* 0 method, 1 classmethod, 2 property */
} Meth;

static Value class_make(const char *name, const Meth *methods) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  for (const Meth *m = methods; m->name; m++) {
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    Value f = rt_native_method_new(m->name, qual, m->fn, rt_none());
    if (m->how) {
      Value w = m->how == 1 ? rt_wrapped_new(&rt_classmethod_type, f) : rt_property_new(f, rt_none(), rt_none(), rt_none());
      rt_decref(f);
      f = w;
    }
    rt_class_set(RT_AS(ClassObj, cls), m->name, f);
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("inspect"));
  rt_class_finish(cls, rt_none());
  return cls;
}

static Value factory_repr(ARGS) {
  (void)data, (void)argv;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  return rt_str_from_c("<factory>");
}

static const Meth kind_methods[] = {{"__str__", k_str, 0}, {"__repr__", k_repr, 0}, {NULL, NULL, 0}};
static const Meth param_methods[] = {
    {"__init__", p_init, 0}, {"__str__", p_str, 0}, {"__repr__", p_repr, 0}, {NULL, NULL, 0}};
static const Meth sig_methods[] = {{"__str__", s_str, 0},          {"__repr__", s_repr, 0},
                                   {"__eq__", s_eq, 0},            {"bind", s_bind, 0},
                                   {"bind_partial", s_bind_partial, 0}, {"from_callable", s_from_callable, 1},
                                   {NULL, NULL, 0}};
static const Meth bound_methods[] = {{"__repr__", ba_repr, 0},
                                     {"args", ba_args, 2},
                                     {"kwargs", ba_kwargs, 2},
                                     {"apply_defaults", ba_apply_defaults, 0},
                                     {NULL, NULL, 0}};

static void make_kinds(ModState *st) {
  Value kcls = class_make("_ParameterKind", kind_methods);
  int mark = rt_cleanup_push_value(&kcls);
  for (int k = 0; k < NKINDS; k++) {
    Value kind = rt_instance_new(RT_AS(ClassObj, kcls));
    set_steal(kind, "name", rt_str_from_c(kind_names[k]));
    rt_setattr(kind, "value", rt_int(k));
    set_steal(kind, "description", rt_str_from_c(kind_descr[k]));
    rt_class_set(RT_AS(ClassObj, st->param_class), kind_names[k], kind); /* steals */
    st->kinds[k] = kind;
  }
  rt_cleanup_pop(mark, true);
}

void py_inspect_signature_init(Value m) {
  ModState *st = mod_state();
  Value bases = rt_tuple_new(0);
  st->empty = rt_class_new("_empty", bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, st->empty), "__module__", rt_str_from_c("inspect"));
  rt_class_finish(st->empty, rt_none());
  rt_module_set(m, "_empty", st->empty);
  st->param_class = class_make("Parameter", param_methods);
  rt_module_set(m, "Parameter", st->param_class);
  make_kinds(st);
  rt_incref(st->empty);
  rt_class_set(RT_AS(ClassObj, st->param_class), "empty", st->empty);
  st->sig_class = class_make("Signature", sig_methods);
  rt_module_set(m, "Signature", st->sig_class);
  rt_incref(st->empty);
  rt_class_set(RT_AS(ClassObj, st->sig_class), "empty", st->empty);
  st->bound_class = class_make("BoundArguments", bound_methods);
  rt_module_set(m, "BoundArguments", st->bound_class);
  static const Meth factory_methods[] = {{"__repr__", factory_repr, 0}, {NULL, NULL, 0}};
  Value fcls = class_make("_HAS_DEFAULT_FACTORY_CLASS", factory_methods);
  st->factory = rt_instance_new(RT_AS(ClassObj, fcls));
  rt_module_set(m, "_HAS_DEFAULT_FACTORY_CLASS", fcls);
  rt_module_set(m, "_HAS_DEFAULT_FACTORY", st->factory);
  st->proxy_class = proxy_class_make();
  rt_module_set(m, "_mappingproxy", st->proxy_class);
  rt_module_add_fn(m, "signature", i_signature);
}
