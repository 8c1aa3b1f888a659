/* argparse_sub.c — argparse's sub-commands, mutually exclusive groups and parser-level defaults:
 * add_subparsers (title, description, dest, required, help, metavar, prog) and its add_parser
 * (help, aliases, and the ArgumentParser arguments), add_mutually_exclusive_group (required) on a
 * parser or an argument group, set_defaults and get_default. The sub-commands action is an
 * instance of _SubParsersAction whose __dict__ is the action dict in the parser's `_actions`,
 * so `subparsers.required = True` after the call works as in CPython. The chosen sub-parser
 * parses the rest of the command line into a namespace of its own, copied into the caller's. */
#include <stdio.h>
#include <stdlib.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/ops.h"
#include "argparse_internal.h"
#include "modlib.h"
#include "py.h"

/* ---- set_defaults / get_default ---- */

static Value defaults_of(Value parser) {
  Value d = field(parser, "_defaults");
  if (!rt_is_undef(d)) return d;
  d = rt_dict_new();
  rt_instance_setattr_generic(parser, "_defaults", d);
  rt_decref(d);
  return field(parser, "_defaults");
}

/* set_defaults(**kwargs): parser-level values, and the defaults of the actions of those dests. */
static Value p_set_defaults(ARGS) {
  (void)data;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "ArgumentParser.set_defaults() takes 1 positional argument but %d were given", argc);
  Value d = defaults_of(argv[0]);
  List *acts = actions_of(argv[0]);
  for (int k = 0; kw && k < kw->n; k++) {
    rt_dict_set_str(d, kw->names[k], kw->values[k]);
    for (int64_t j = 0; j < acts->n; j++) {
      const char *dest = astr(acts->items[j], "dest");
      if (dest && strcmp(dest, kw->names[k]) == 0) rt_dict_set_str(acts->items[j], "default", kw->values[k]);
    }
  }
  return rt_none();
}

/* get_default(dest): the default of the first action of that dest that has one, else the
 * set_defaults value, else None. */
static Value p_get_default(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "dest"};
  Value a[2];
  rt_bind_pyargs("get_default", argc, argv, kw, 2, names, 2, a);
  List *acts = actions_of(a[0]);
  for (int64_t j = 0; j < acts->n; j++) {
    Value dest = aget(acts->items[j], "dest"), d = aget(acts->items[j], "default");
    if (rt_equal(dest, a[1]) && !rt_is_none(d)) return (rt_incref(d), d);
  }
  Value v = rt_dict_get(defaults_of(a[0]), a[1]);
  if (rt_is_undef(v)) return rt_none();
  rt_incref(v);
  return v;
}

void ap_apply_defaults(Value parser, Value ns) {
  Value d = field(parser, "_defaults");
  if (rt_is_undef(d)) return;
  Value k, v;
  for (int64_t pos = 0; rt_dict_next(d, &pos, &k, &v);) {
    Value old = rt_instance_getattr_generic(ns, rt_str_data(k), false);
    if (rt_is_undef(old)) rt_setattr(ns, rt_str_data(k), v);
    else rt_decref(old);
  }
}

/* ---- sub-commands ---- */

static const char *const sub_names[] = {"self", "title", "description", "prog", "parser_class", "action",
                                        "option_strings", "dest", "required", "help", "metavar"};

/* add_subparsers(title=, description=, prog=, dest=, required=, help=, metavar=) */
static Value p_add_subparsers(ARGS) {
  (void)data;
  Value a[11];
  rt_parse_args_kwonly("add_subparsers", argc, argv, kw, 11, 1, sub_names, 1, a);
  Value parser = a[0];
  if (!rt_is_undef(field(parser, "_subparsers"))) ap_parse_error(parser, "cannot have multiple subparser arguments");
  Value group = rt_undef(), prog = rt_undef(), inst = rt_undef(), d = rt_undef();
  int mark = rt_cleanup_push_value(&group);
  rt_cleanup_push_value(&prog);
  rt_cleanup_push_value(&inst);
  rt_cleanup_push_value(&d);
  if (!rt_is_undef(a[1]) || !rt_is_undef(a[2])) { /* the sub-commands get a help section of their own */
    Value targs[2] = {rt_is_undef(a[1]) ? rt_str_from_c("subcommands") : (rt_incref(a[1]), a[1]),
                      rt_is_undef(a[2]) ? rt_none() : a[2]};
    int tmark = rt_cleanup_push_value(&targs[0]);
    Value add = rt_getattr(parser, "add_argument_group");
    rt_cleanup_push_value(&add);
    group = rt_call(add, 2, targs, NULL);
    rt_cleanup_pop(tmark, true);
  }
  rt_instance_setattr_generic(parser, "_subparsers", rt_bool(true));
  prog = rt_is_undef(a[3]) || rt_is_none(a[3]) ? ap_usage_positionals(parser) : (rt_incref(a[3]), a[3]);
  inst = rt_instance_new(RT_AS(ClassObj, ap_state()->sub_class));
  d = rt_vars(inst); /* the instance's own __dict__: the action dict */
  Value opts = rt_list_new(0), v;
  rt_dict_set_str(d, "option_strings", opts);
  rt_decref(opts);
  Value dest = rt_is_undef(a[7]) ? rt_str_from_c(SUPPRESS) : (rt_incref(a[7]), a[7]);
  rt_dict_set_str(d, "dest", dest);
  rt_decref(dest);
  rt_dict_set_str(d, "action", v = rt_str_from_c("parsers"));
  rt_decref(v);
  rt_dict_set_str(d, "nargs", v = rt_str_from_c("A..."));
  rt_decref(v);
  static const char *const nones[] = {"const", "default", "type"};
  for (int k = 0; k < 3; k++) rt_dict_set_str(d, nones[k], rt_none());
  rt_dict_set_str(d, "choices", v = rt_dict_new());
  rt_decref(v);
  rt_dict_set_str(d, "required", rt_is_undef(a[8]) ? rt_bool(false) : a[8]);
  rt_dict_set_str(d, "help", rt_is_undef(a[9]) ? rt_none() : a[9]);
  rt_dict_set_str(d, "metavar", rt_is_undef(a[10]) ? rt_none() : a[10]);
  rt_dict_set_str(d, "_prog_prefix", prog);
  rt_dict_set_str(d, "_choices_actions", v = rt_list_new(0));
  rt_decref(v);
  Value cls = rt_is_undef(a[4]) ? rt_obj(RT_AS(Instance, parser)->cls) : a[4];
  rt_dict_set_str(d, "_parser_class", cls);
  if (!rt_is_undef(group)) rt_dict_set_str(d, "_group", field(group, "_index"));
  rt_list_append(field(parser, "_actions"), d);
  rt_incref(inst);
  rt_cleanup_pop(mark, true);
  return inst;
}

/* add_parser(name, *, help=, aliases=, **ArgumentParser arguments): a new parser of the
 * parser's class, its prog "<prefix> name". */
static Value s_add_parser(ARGS) {
  (void)data;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "_SubParsersAction.add_parser() takes 2 positional arguments but %d were given", argc);
  Value self = argv[0], name = argv[1];
  Value d = rt_vars(self), prog = rt_undef(), parser = rt_undef(), it = rt_undef(), x;
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&prog);
  rt_cleanup_push_value(&parser);
  rt_cleanup_push_value(&it);
  Value given = kwarg(kw, "prog"), aliases = kwarg(kw, "aliases");
  if (rt_is_undef(given) || rt_is_none(given)) {
    Value nm = rt_to_str(name);
    prog = rt_str_printf("%s %s", rt_str_data(aget(d, "_prog_prefix")), rt_str_data(nm));
    rt_decref(nm);
  } else {
    prog = (rt_incref(given), given);
  }
  if (!rt_is_undef(kwarg(kw, "help"))) { /* a line for it under the sub-commands' help */
    StrBuf sb;
    rt_sb_init(&sb);
    int smark = rt_sb_cleanup_push(&sb);
    Value nm = rt_to_str(name);
    rt_sb_puts(&sb, rt_str_data(nm));
    rt_decref(nm);
    if (!rt_is_undef(aliases) && rt_truthy(aliases)) {
      it = rt_iter(aliases);
      rt_sb_puts(&sb, " (");
      for (int j = 0; rt_next(it, &x); j++) {
        Value s = rt_to_str(x);
        rt_decref(x);
        rt_sb_printf(&sb, "%s%s", j ? ", " : "", rt_str_data(s));
        rt_decref(s);
      }
      rt_sb_puts(&sb, ")");
      rt_decref(it);
      it = rt_undef();
    }
    Value opts = rt_list_new(0);
    rt_cleanup_push_value(&opts);
    Value pseudo = ap_new_action(opts, rt_is_str(name) ? rt_str_data(name) : "", "store");
    rt_cleanup_push_value(&pseudo);
    Value mv = rt_str_new(sb.data, sb.len);
    rt_dict_set_str(pseudo, "metavar", mv);
    rt_decref(mv);
    rt_dict_set_str(pseudo, "help", kwarg(kw, "help"));
    rt_list_append(aget(d, "_choices_actions"), pseudo);
    rt_cleanup_pop(smark, true);
  }
  int n = 0;
  const char **names = rt_malloc(sizeof(char *) * (size_t)((kw ? kw->n : 0) + 1));
  rt_cleanup_push(free, names);
  Value *values = rt_malloc(sizeof(Value) * (size_t)((kw ? kw->n : 0) + 1));
  rt_cleanup_push(free, values);
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "help") && strcmp(kw->names[k], "aliases") && strcmp(kw->names[k], "prog")) {
      names[n] = kw->names[k];
      values[n++] = kw->values[k];
    }
  }
  names[n] = "prog";
  values[n++] = prog;
  Kwargs pkw = {n, names, values};
  parser = rt_call(aget(d, "_parser_class"), 0, NULL, &pkw);
  Value map = aget(d, "choices");
  rt_dict_set(map, name, parser);
  if (!rt_is_undef(aliases)) {
    it = rt_iter(aliases);
    while (rt_next(it, &x)) {
      rt_dict_set(map, x, parser);
      rt_decref(x);
    }
  }
  rt_incref(parser);
  rt_cleanup_pop(mark, true);
  return parser;
}

void ap_run_subparser(Value parser, Value ns, Value action, int n, const Value *texts, Value extras) {
  Value map = aget(action, "choices");
  if (!rt_contains(map, texts[0])) {
    Value aname = ap_action_name(action), r = rt_repr(texts[0]);
    int mark = rt_cleanup_push_value(&aname);
    rt_cleanup_push_value(&r);
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    Value k, v;
    int j = 0;
    for (int64_t pos = 0; rt_dict_next(map, &pos, &k, &v); j++) {
      if (j) rt_sb_puts(&sb, ", ");
      rt_sb_repr(&sb, k);
    }
    ap_parse_error(parser, "argument %s: invalid choice: %s (choose from %s)", rt_str_data(aname), rt_str_data(r),
                   sb.len ? sb.data : "");
    rt_cleanup_pop(mark, true);
  }
  if (!is_suppress(aget(action, "dest"))) rt_setattr(ns, astr(action, "dest"), texts[0]);
  Value sub = rt_dict_get(map, texts[0]);
  Value rest = rt_list_from(n - 1, texts + 1), method = rt_undef(), r = rt_undef(), vars = rt_undef();
  int mark = rt_cleanup_push_value(&rest);
  rt_cleanup_push_value(&method);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&vars);
  method = rt_getattr(sub, "parse_known_args");
  r = rt_call(method, 1, &rest, NULL);
  if (!rt_is_tuple(r) || RT_AS(Tuple, r)->n != 2) rt_raise(RT_EXC_TypeError, "parse_known_args() must return a pair");
  vars = rt_vars(RT_AS(Tuple, r)->items[0]);
  Value k, v;
  for (int64_t pos = 0; rt_dict_next(vars, &pos, &k, &v);) rt_setattr(ns, rt_str_data(k), v);
  Value it = rt_iter(RT_AS(Tuple, r)->items[1]), x;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &x)) {
    rt_list_append(extras, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- mutually exclusive groups ---- */

static int64_t mutex_index(Value action) {
  Value g = aget(action, "_mutex");
  return g.tag == RT_INT ? g.as.i : -1;
}

void ap_check_conflict(Value parser, int64_t k, const bool *given) {
  List *acts = actions_of(parser);
  int64_t g = mutex_index(acts->items[k]);
  for (int64_t j = 0; j < acts->n; j++) {
    if (j == k || !given[j] || mutex_index(acts->items[j]) != g) continue;
    Value a = ap_action_name(acts->items[k]);
    rt_cleanup_push_value(&a);
    Value b = ap_action_name(acts->items[j]);
    rt_cleanup_push_value(&b);
    ap_parse_error(parser, "argument %s: not allowed with argument %s", rt_str_data(a), rt_str_data(b));
  }
}

void ap_check_required_groups(Value parser, const bool *given) {
  Value req = field(parser, "_mutex");
  if (!rt_is_list(req)) return;
  List *acts = actions_of(parser);
  for (int64_t g = 0; g < RT_AS(List, req)->n; g++) {
    if (!rt_truthy(RT_AS(List, req)->items[g])) continue;
    bool any = false;
    for (int64_t j = 0; j < acts->n; j++) any |= given[j] && mutex_index(acts->items[j]) == g;
    if (any) continue;
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    int n = 0;
    for (int64_t j = 0; j < acts->n; j++) {
      if (mutex_index(acts->items[j]) != g || is_suppress(aget(acts->items[j], "help"))) continue;
      Value name = ap_action_name(acts->items[j]);
      rt_sb_printf(&sb, "%s%s", n++ ? " " : "", rt_str_data(name));
      rt_decref(name);
    }
    ap_parse_error(parser, "one of the arguments %s is required", n ? sb.data : "");
    rt_cleanup_pop(mark, true);
  }
}

/* A new group of parser's; `section` the add_argument_group number its arguments list under
 * in the help (None: the parser's own sections). */
static Value new_mutex(const char *fname, int argc, const Value *argv, const Kwargs *kw, Value parser, Value section) {
  static const char *const names[] = {"self", "required"};
  Value a[2];
  rt_bind_pyargs(fname, argc, argv, kw, 2, names, 1, a);
  Value req = rt_is_undef(a[1]) ? rt_bool(false) : a[1];
  Value list = field(parser, "_mutex");
  if (rt_is_undef(list)) {
    Value l = rt_list_new(0);
    rt_instance_setattr_generic(parser, "_mutex", l);
    rt_decref(l);
    list = field(parser, "_mutex");
  }
  rt_list_append(list, rt_bool(rt_truthy(req)));
  Value g = rt_instance_new(RT_AS(ClassObj, ap_state()->mutex_class));
  int mark = rt_cleanup_push_value(&g);
  rt_instance_setattr_generic(g, "_parser", parser);
  rt_instance_setattr_generic(g, "_index", rt_int(RT_AS(List, list)->n - 1));
  rt_instance_setattr_generic(g, "_section", section);
  rt_instance_setattr_generic(g, "required", req);
  rt_cleanup_pop(mark, false);
  return g;
}

static Value p_add_mutex(ARGS) {
  (void)data;
  return new_mutex("add_mutually_exclusive_group", argc, argv, kw, argc ? argv[0] : rt_none(), rt_none());
}

static Value g_add_mutex(ARGS) {
  (void)data;
  Value self = argc ? argv[0] : rt_none();
  return new_mutex("add_mutually_exclusive_group", argc, argv, kw, field(self, "_parser"), field(self, "_index"));
}

/* group.add_argument(...): the parser's add_argument, the new action marked as the group's. */
static Value m_add_argument(ARGS) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "add_argument() needs a name or option strings");
  Value self = argv[0], parser = field(self, "_parser");
  Value add = rt_getattr(parser, "add_argument");
  int mark = rt_cleanup_push_value(&add);
  rt_decref(rt_call(add, argc - 1, argv + 1, kw));
  Value acts = field(parser, "_actions");
  List *l = RT_AS(List, acts);
  Value a = l->items[l->n - 1];
  if (rt_truthy(aget(a, "required"))) { /* CPython adds it, then refuses */
    l->n--;
    rt_decref(a);
    rt_raise(RT_EXC_ValueError, "mutually exclusive arguments must be optional");
  }
  rt_dict_set_str(a, "_mutex", field(self, "_index"));
  Value section = field(self, "_section");
  if (section.tag == RT_INT) rt_dict_set_str(a, "_group", section);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

void ap_sub_init(Value m, Value parser_class) {
  ApState *st = ap_state();
  ap_set_method(parser_class, "set_defaults", p_set_defaults);
  ap_set_method(parser_class, "get_default", p_get_default);
  ap_set_method(parser_class, "add_subparsers", p_add_subparsers);
  ap_set_method(parser_class, "add_mutually_exclusive_group", p_add_mutex);
  ap_set_method(st->group_class, "add_mutually_exclusive_group", g_add_mutex);
  st->sub_class = ap_new_class("_SubParsersAction");
  ap_set_method(st->sub_class, "add_parser", s_add_parser);
  rt_class_finish(st->sub_class, rt_none());
  rt_module_set(m, "_SubParsersAction", st->sub_class);
  st->mutex_class = ap_new_class("_MutuallyExclusiveGroup");
  ap_set_method(st->mutex_class, "add_argument", m_add_argument);
  rt_class_finish(st->mutex_class, rt_none());
  rt_module_set(m, "_MutuallyExclusiveGroup", st->mutex_class);
}
