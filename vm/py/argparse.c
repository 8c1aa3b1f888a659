/* argparse.c — the argparse module for command-line scripts: ArgumentParser with
 * add_argument (positionals and options: actions store, store_const, store_true, store_false,
 * append, append_const, count, help, version; type, default, choices, nargs None/'?'/'*'/'+'/N,
 * required, dest, metavar, const), parse_args and parse_known_args (sys.argv[1:] by default;
 * `--opt=value`, `-n5`, combined short flags `-vq`, unique prefixes of long options, `--`),
 * print_usage, print_help, format_usage, format_help, error, and Namespace. Help and usage text
 * follow CPython 3.11's HelpFormatter for an 80-column terminal (usage wrapped with optionals
 * first, then positionals; help at column 24 at most); errors print the usage and
 * "prog: error: ..." on stderr and exit with status 2. Positionals take their values in order
 * from the tokens that are not options (CPython matches them between options by pattern: a
 * script that interleaves a '*' positional with options may see them split differently).
 * Actions are kept as dicts on the parser (`_actions`, argparse_internal.h); help and usage
 * text are in argparse_format.c; sub-commands, mutually exclusive groups and set_defaults in
 * argparse_sub.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "argparse_internal.h"
#include "modlib.h"
#include "py.h"

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"argparse", sizeof(ApState), NULL, NULL, 0};
ApState *ap_state(void) { return rt_runtime_state(&mod_key); }

void ap_write_to(const char *stream, Value text) {
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value out = rt_getattr(sys, stream);
  rt_cleanup_push_value(&out);
  Value write = rt_getattr(out, "write");
  rt_cleanup_push_value(&write);
  rt_decref(rt_call(write, 1, &text, NULL));
  rt_cleanup_pop(mark, true);
}

_Noreturn void ap_exit_with(int code) {
  Value c = rt_int(code);
  Value args = rt_tuple_from(1, &c);
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_SystemExit), RT_EXC_SystemExit, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
}

/* The usage and "prog: error: message" on stderr; SystemExit(2). */
_Noreturn void ap_parse_error(Value parser, const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  Value usage = ap_format_usage(parser);
  int mark = rt_cleanup_push_value(&usage);
  ap_write_to("stderr", usage);
  Value line = rt_str_printf("%s: error: %s\n", prog_of(parser), msg);
  rt_cleanup_push_value(&line);
  ap_write_to("stderr", line);
  rt_cleanup_pop(mark, true);
  ap_exit_with(2);
}

/* ---- building the parser ---- */

static const char *const parser_names[] = {"self", "prog", "usage", "description", "epilog", "parents",
                                           "formatter_class", "prefix_chars", "fromfile_prefix_chars",
                                           "argument_default", "conflict_handler", "add_help",
                                           "allow_abbrev", "exit_on_error"};

Value ap_new_action(Value opts, const char *dest, const char *action) {
  Value a = rt_dict_new();
  int mark = rt_cleanup_push_value(&a);
  rt_dict_set_str(a, "option_strings", opts);
  Value v = rt_str_from_c(dest);
  rt_dict_set_str(a, "dest", v);
  rt_decref(v);
  v = rt_str_from_c(action);
  rt_dict_set_str(a, "action", v);
  rt_decref(v);
  static const char *const nones[] = {"nargs", "const", "default", "type", "choices", "help", "metavar"};
  for (int k = 0; k < 7; k++) rt_dict_set_str(a, nones[k], rt_none());
  rt_dict_set_str(a, "required", rt_bool(false));
  rt_cleanup_pop(mark, false);
  return a;
}

static Value p_init(ARGS) {
  (void)data;
  Value a[14];
  rt_parse_args("ArgumentParser", argc, argv, kw, 14, parser_names, 1, a);
  Value self = a[0];
  Value prog = a[1];
  if (rt_is_undef(prog) || rt_is_none(prog)) {
    Value sys = rt_import("sys");
    int mark = rt_cleanup_push_value(&sys);
    Value args = rt_getattr(sys, "argv");
    rt_cleanup_push_value(&args);
    const char *path = rt_len(args) ? rt_str_data(RT_AS(List, args)->items[0]) : "";
    const char *base = strrchr(path, '/');
    prog = rt_str_from_c(base ? base + 1 : path);
    rt_cleanup_pop(mark, true);
  } else {
    rt_incref(prog);
  }
  rt_instance_setattr_generic(self, "prog", prog);
  rt_decref(prog);
  rt_instance_setattr_generic(self, "description", rt_is_undef(a[3]) ? rt_none() : a[3]);
  rt_instance_setattr_generic(self, "formatter_class", rt_is_undef(a[6]) ? ap_state()->help_formatter_class : a[6]);
  rt_instance_setattr_generic(self, "epilog", rt_is_undef(a[4]) ? rt_none() : a[4]);
  Value acts = rt_list_new(0);
  rt_instance_setattr_generic(self, "_actions", acts);
  rt_decref(acts);
  if (rt_is_undef(a[11]) || rt_truthy(a[11])) {
    Value opts = rt_list_new(0);
    Value s = rt_str_from_c("-h");
    rt_list_append(opts, s);
    rt_decref(s);
    s = rt_str_from_c("--help");
    rt_list_append(opts, s);
    rt_decref(s);
    Value h = ap_new_action(opts, "help", "help");
    rt_decref(opts);
    s = rt_str_from_c("show this help message and exit");
    rt_dict_set_str(h, "help", s);
    rt_decref(s);
    rt_list_append(acts, h);
    rt_decref(h);
  }
  return rt_none();
}

/* dest for `--num-steps` (num_steps) or `-n` (n): the first long option, else the first. */
static Value default_dest(List *opts) {
  Value pick = opts->items[0];
  for (int64_t k = 0; k < opts->n; k++) {
    if (strncmp(rt_str_data(opts->items[k]), "--", 2) == 0) {
      pick = opts->items[k];
      break;
    }
  }
  const char *s = rt_str_data(pick);
  while (*s == '-') s++;
  char *d = rt_strdup(s);
  for (char *c = d; *c; c++) if (*c == '-') *c = '_';
  Value v = rt_str_from_c(d);
  free(d);
  return v;
}

static const char *const action_keys[] = {"action", "nargs", "const", "default", "type", "choices",
                                          "required", "help", "metavar", "dest", "version"};

/* add_argument(*name_or_flags, action=, nargs=, const=, default=, type=, choices=, required=,
 * help=, metavar=, dest=, version=) */
static Value p_add_argument(ARGS) {
  (void)data;
  Value self = argv[0];
  if (argc < 2) rt_raise(RT_EXC_TypeError, "add_argument() needs a name or option strings");
  for (int k = 0; kw && k < kw->n; k++) {
    bool known = false;
    for (int j = 0; j < 11; j++) known |= strcmp(kw->names[k], action_keys[j]) == 0;
    if (!known) rt_raise(RT_EXC_TypeError, "_StoreAction.__init__() got an unexpected keyword argument '%s'", kw->names[k]);
  }
  Value opts = rt_list_new(0);
  int mark = rt_cleanup_push_value(&opts);
  bool positional = argc == 2 && rt_is_str(argv[1]) && rt_str_data(argv[1])[0] != '-';
  for (int k = 1; k < argc && !positional; k++) {
    if (!rt_is_str(argv[k]) || rt_str_data(argv[k])[0] != '-') {
      Value r = rt_repr(argv[k]);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_ValueError, "invalid option string %s: must start with a character '-'", rt_str_data(r));
    }
    rt_list_append(opts, argv[k]);
  }
  Value act = kwarg(kw, "action");
  const char *action = rt_is_str(act) ? rt_str_data(act) : "store";
  static const char *const known[] = {"store", "store_const", "store_true", "store_false", "append",
                                      "append_const", "count", "help", "version"};
  bool ok = false;
  for (int k = 0; k < 9; k++) ok |= strcmp(action, known[k]) == 0;
  if (!ok) rt_raise(RT_EXC_ValueError, "unknown action \"%s\"", action);
  Value dest = kwarg(kw, "dest");
  Value d = positional ? (rt_incref(argv[1]), argv[1])
                       : rt_is_str(dest) ? (rt_incref(dest), dest) : default_dest(RT_AS(List, opts));
  rt_cleanup_push_value(&d);
  Value a = ap_new_action(opts, rt_str_data(d), action);
  rt_cleanup_push_value(&a);
  if (strcmp(action, "store_true") == 0 || strcmp(action, "store_false") == 0) {
    rt_dict_set_str(a, "default", rt_bool(action[6] == 'f'));
    rt_dict_set_str(a, "const", rt_bool(action[6] == 't'));
  }
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "action") && strcmp(kw->names[k], "dest")) rt_dict_set_str(a, kw->names[k], kw->values[k]);
  }
  if (strcmp(action, "version") == 0 && rt_is_undef(kwarg(kw, "help"))) {
    Value h = rt_str_from_c("show program's version number and exit");
    rt_dict_set_str(a, "help", h);
    rt_decref(h);
  }
  Value n = aget(a, "nargs");
  if (positional && (!rt_is_str(n) || (rt_str_data(n)[0] != '?' && rt_str_data(n)[0] != '*'))) {
    rt_dict_set_str(a, "required", rt_bool(true));
  }
  rt_list_append(field(self, "_actions"), a);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- argument groups ---- */

/* add_argument_group(title=None, description=None): a group whose add_argument adds to the
 * parser; help lists its arguments under its title. */
static Value p_add_argument_group(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "title", "description"};
  Value a[3];
  rt_bind_pyargs("add_argument_group", argc, argv, kw, 3, names, 1, a);
  Value groups = field(a[0], "_groups");
  if (rt_is_undef(groups)) {
    Value l = rt_list_new(0);
    rt_instance_setattr_generic(a[0], "_groups", l);
    rt_decref(l);
    groups = field(a[0], "_groups");
  }
  Value items[2] = {rt_is_undef(a[1]) ? rt_none() : a[1], rt_is_undef(a[2]) ? rt_none() : a[2]};
  Value t = rt_tuple_from(2, items);
  rt_list_append(groups, t);
  rt_decref(t);
  Value g = rt_instance_new(RT_AS(ClassObj, ap_state()->group_class));
  int mark = rt_cleanup_push_value(&g);
  rt_instance_setattr_generic(g, "_parser", a[0]);
  rt_instance_setattr_generic(g, "_index", rt_int(RT_AS(List, groups)->n - 1));
  rt_instance_setattr_generic(g, "title", items[0]);
  rt_instance_setattr_generic(g, "description", items[1]);
  rt_cleanup_pop(mark, false);
  return g;
}

static Value g_add_argument(ARGS) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "add_argument() needs a name or option strings");
  Value parser = field(argv[0], "_parser"), index = field(argv[0], "_index");
  Value *args = rt_malloc(sizeof(Value) * (size_t)argc);
  int mark = rt_cleanup_push(free, args);
  args[0] = parser;
  for (int k = 1; k < argc; k++) args[k] = argv[k];
  rt_decref(p_add_argument(data, argc, args, kw));
  List *acts = actions_of(parser);
  rt_dict_set_str(acts->items[acts->n - 1], "_group", index);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- parsing ---- */

static bool looks_negative(const char *t) {
  return t[0] == '-' && ((t[1] >= '0' && t[1] <= '9') || (t[1] == '.' && t[2] >= '0' && t[2] <= '9'));
}

static bool is_option_token(Value t) {
  const char *s = rt_str_data(t);
  return s[0] == '-' && s[1] && !looks_negative(s);
}


typedef struct Convert {
  Value type, text, result;
} Convert;

static void convert_job(void *ud) {
  Convert *c = ud;
  c->result = rt_call(c->type, 1, &c->text, NULL);
}

/* One value through type= and checked against choices=. */
static Value convert(Value parser, Value action, Value text) {
  Value type = aget(action, "type");
  Convert c = {type, text, rt_undef()};
  if (rt_is_none(type)) {
    c.result = (rt_incref(text), text);
  } else if (rt_pcall(convert_job, &c)) {
    const Exception *e = rt_error_current();
    Value err = e && e->value ? rt_obj(e->value) : rt_undef(); /* borrowed: the error holds it */
    if (!rt_is_undef(err) && rt_exception_matches(err, ap_state()->type_error_class)) {
      Value msg = rt_to_str(err); /* ArgumentTypeError: its message after the argument's name */
      rt_cleanup_push_value(&msg);
      rt_error_clear();
      Value name = ap_action_name(action);
      rt_cleanup_push_value(&name);
      ap_parse_error(parser, "argument %s: %s", rt_str_data(name), rt_str_data(msg));
    }
    if (!e || !(rt_exc_kind_is(e->kind, RT_EXC_ValueError) || rt_exc_kind_is(e->kind, RT_EXC_TypeError))) rt_reraise();
    rt_error_clear();
    Value name = ap_action_name(action), tname, r = rt_repr(text);
    rt_cleanup_push_value(&name);
    rt_cleanup_push_value(&r);
    if (!rt_try_getattr(type, "__name__", &tname)) tname = rt_repr(type);
    rt_cleanup_push_value(&tname);
    ap_parse_error(parser, "argument %s: invalid %s value: %s", rt_str_data(name), rt_str_data(tname), rt_str_data(r));
  }
  Value choices = aget(action, "choices");
  if (!rt_is_none(choices) && !rt_contains(choices, c.result)) {
    int mark = rt_cleanup_push_value(&c.result);
    Value name = ap_action_name(action), r = rt_repr(c.result);
    rt_cleanup_push_value(&name);
    rt_cleanup_push_value(&r);
    Value it = rt_iter(choices), x;
    rt_cleanup_push_value(&it);
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    for (int j = 0; rt_next(it, &x); j++) {
      if (j) rt_sb_puts(&sb, ", ");
      rt_sb_repr(&sb, x);
      rt_decref(x);
    }
    ap_parse_error(parser, "argument %s: invalid choice: %s (choose from %s)", rt_str_data(name), rt_str_data(r), sb.data);
    rt_cleanup_pop(mark, true);
  }
  return c.result;
}

/* The value an action stores for its n value texts (a list unless nargs is None or '?'). */
static Value collect(Value parser, Value action, int n, const Value *texts) {
  int ar = arity(action);
  if (ar == -1 && n == 0) {
    Value c = aget(action, "const");
    rt_incref(c);
    return c;
  }
  if ((ar == 1 || ar == -1) && n == 1) return convert(parser, action, texts[0]);
  Value l = rt_list_new(n);
  int mark = rt_cleanup_push_value(&l);
  for (int k = 0; k < n; k++) {
    Value v = convert(parser, action, texts[k]);
    rt_list_append(l, v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

/* version % {'prog': prog}, with its newline. */
static Value version_text(Value parser, Value action) {
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  rt_dict_set_str(d, "prog", field(parser, "prog"));
  Value v = rt_binop(RT_OP_MOD, aget(action, "version"), d);
  rt_cleanup_push_value(&v);
  Value r = rt_str_printf("%s\n", rt_str_data(v));
  rt_cleanup_pop(mark, true);
  return r;
}

static void take_action(Value parser, Value ns, Value action, int n, const Value *texts) {
  const char *act = astr(action, "action");
  const char *dest = astr(action, "dest");
  if (strcmp(act, "help") == 0 || strcmp(act, "version") == 0) {
    Value text = act[0] == 'h' ? ap_format_help(parser) : version_text(parser, action);
    int mark = rt_cleanup_push_value(&text);
    ap_write_to("stdout", text);
    rt_cleanup_pop(mark, true);
    ap_exit_with(0);
  }
  Value v;
  if (strcmp(act, "store") == 0) {
    v = collect(parser, action, n, texts);
  } else if (strcmp(act, "append") == 0 || strcmp(act, "append_const") == 0) {
    Value old = rt_instance_getattr_generic(ns, dest, false), it = rt_undef(), x;
    int mark = rt_cleanup_push_value(&old);
    rt_cleanup_push_value(&it);
    v = rt_list_new(0);
    rt_cleanup_push_value(&v);
    if (!rt_is_undef(old) && !rt_is_none(old)) { /* a copy of the list so far, then the value */
      it = rt_iter(old);
      while (rt_next(it, &x)) {
        rt_list_append(v, x);
        rt_decref(x);
      }
    }
    Value item = act[6] == '_' ? aget(action, "const") : collect(parser, action, n, texts);
    if (act[6] == '_') rt_incref(item);
    rt_list_append(v, item);
    rt_decref(item);
    rt_cleanup_pop(mark, false);
    rt_decref(old);
    rt_decref(it);
  } else if (strcmp(act, "count") == 0) {
    Value old = rt_instance_getattr_generic(ns, dest, false);
    int64_t c = old.tag == RT_INT ? old.as.i : 0;
    rt_decref(old);
    v = rt_int(c + 1);
  } else { /* store_const, store_true, store_false */
    v = aget(action, "const");
    rt_incref(v);
  }
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(ns, dest, v);
  rt_cleanup_pop(mark, true);
}

typedef struct Parse {
  Value parser, ns, tokens, extras;
  List *acts;
  bool *seen;      /* per action: met on the command line */
  bool *given;     /* per action: given a value (not just its default), for the exclusive groups */
  Value sub_extras; /* what a sub-command's parser did not understand */
} Parse;

/* Action k was given a value: the mutually exclusive group check, then marked. */
static void mark_given(Parse *ps, int64_t k) {
  if (aget(ps->acts->items[k], "_mutex").tag == RT_INT) ap_check_conflict(ps->parser, k, ps->given);
  ps->given[k] = true;
}

/* The option action that token t names (exactly, or a unique prefix of a long option);
 * RT_UNDEF when none. */
static Value find_option(Parse *ps, const char *t, size_t len) {
  Value prefix_hit = rt_undef();
  int hits = 0;
  StrBuf names;
  rt_sb_init(&names);
  int mark = rt_sb_cleanup_push(&names);
  for (int64_t k = 0; k < ps->acts->n; k++) {
    List *opts = RT_AS(List, aget(ps->acts->items[k], "option_strings"));
    for (int64_t j = 0; j < opts->n; j++) {
      const char *o = rt_str_data(opts->items[j]);
      if (strlen(o) == len && memcmp(o, t, len) == 0) {
        rt_cleanup_pop(mark, true);
        return ps->acts->items[k];
      }
      if (len > 2 && t[1] == '-' && strlen(o) > len && memcmp(o, t, len) == 0) {
        rt_sb_printf(&names, "%s%s", hits ? ", " : "", o);
        prefix_hit = ps->acts->items[k];
        hits++;
      }
    }
  }
  if (hits > 1) ap_parse_error(ps->parser, "ambiguous option: %.*s could match %s", (int)len, t, names.data);
  rt_cleanup_pop(mark, true);
  return prefix_hit;
}

static int index_of(Parse *ps, Value action) {
  for (int64_t k = 0; k < ps->acts->n; k++) {
    if (ps->acts->items[k].as.o == action.as.o) return (int)k;
  }
  return -1;
}

/* An option's values: the explicit one (`--n=5`, `-n5`), else the tokens after it at *i. */
static void consume_option(Parse *ps, Value action, const char *explicit, int64_t *i) {
  List *toks = RT_AS(List, ps->tokens);
  int ar = arity(action);
  Value name = ap_action_name(action);
  int mark = rt_cleanup_push_value(&name);
  ps->seen[index_of(ps, action)] = true;
  mark_given(ps, index_of(ps, action));
  if (explicit) {
    if (ar == 0) ap_parse_error(ps->parser, "argument %s: ignored explicit argument '%s'", rt_str_data(name), explicit);
    if (ar > 1) ap_parse_error(ps->parser, "argument %s: expected %d arguments", rt_str_data(name), ar);
    Value v = rt_str_from_c(explicit);
    rt_cleanup_push_value(&v);
    take_action(ps->parser, ps->ns, action, 1, &v);
    rt_cleanup_pop(mark, true);
    return;
  }
  int64_t start = *i + 1, avail = 0;
  while (start + avail < toks->n && !is_option_token(toks->items[start + avail]) &&
         strcmp(rt_str_data(toks->items[start + avail]), "--") != 0) avail++;
  int64_t n = ar == -2 ? avail : ar == -3 ? avail : ar == -1 ? (avail ? 1 : 0) : ar;
  if (ar == 1 && avail < 1) ap_parse_error(ps->parser, "argument %s: expected one argument", rt_str_data(name));
  if (ar == -3 && avail < 1) ap_parse_error(ps->parser, "argument %s: expected at least one argument", rt_str_data(name));
  if (ar > 1 && avail < ar) ap_parse_error(ps->parser, "argument %s: expected %d arguments", rt_str_data(name), ar);
  take_action(ps->parser, ps->ns, action, (int)n, toks->items + start);
  *i += n;
  rt_cleanup_pop(mark, true);
}

/* Token *i is an option (or several combined short flags). */
static void option_token(Parse *ps, int64_t *i) {
  Value tok = RT_AS(List, ps->tokens)->items[*i];
  const char *t = rt_str_data(tok);
  const char *eq = t[1] == '-' ? strchr(t, '=') : NULL;
  size_t len = eq ? (size_t)(eq - t) : strlen(t);
  Value a = find_option(ps, t, len);
  if (!rt_is_undef(a)) {
    consume_option(ps, a, eq ? eq + 1 : NULL, i);
    return;
  }
  if (t[1] == '-' || strlen(t) <= 2) {
    rt_list_append(ps->extras, tok);
    return;
  }
  char flag[3] = {'-', t[1], 0}; /* -n5, -vq */
  a = find_option(ps, flag, 2);
  if (rt_is_undef(a)) {
    rt_list_append(ps->extras, tok);
    return;
  }
  if (arity(a) != 0) {
    consume_option(ps, a, t[2] == '=' ? t + 3 : t + 2, i);
    return;
  }
  for (const char *c = t + 1; *c; c++) {
    flag[1] = *c;
    Value f = find_option(ps, flag, 2);
    if (rt_is_undef(f)) { /* CPython blames the flag before it */
      Value name = ap_action_name(a);
      rt_cleanup_push_value(&name);
      ap_parse_error(ps->parser, "argument %s: ignored explicit argument '%s'", rt_str_data(name), c);
    }
    a = f;
    if (arity(f) != 0) {
      consume_option(ps, f, c[1] ? c + 1 : NULL, i);
      return;
    }
    consume_option(ps, f, NULL, i);
  }
}

/* ---- positionals, matched as CPython matches them: before each option, as many of the
 * remaining positionals as the run of plain tokens there can satisfy (one that may take no
 * values is satisfied by none), each taking as many as it can ---- */

/* Can positionals[j..i) match pat from p (the tokens: 'A' plain, 'O' option, '-' a `--`)?
 * ends[j] is where each one's values end. */
static bool match_groups(const char *pat, int len, int p, Value *pos, int j, int i, int *ends) {
  if (j == i) return true;
  int ar = arity(pos[j]);
  int lo = ar == -3 ? 1 : ar < 0 ? 0 : ar, hi = ar == -1 ? 1 : ar < 0 ? len : ar;
  int q = p, avail = 0;
  while (q < len && pat[q] == '-') q++;
  if (ar == NARGS_PARSER || ar == NARGS_REMAINDER) { /* a name, then everything; everything */
    if (ar == NARGS_PARSER && (q >= len || pat[q] != 'A')) return false;
    ends[j] = len;
    return match_groups(pat, len, len, pos, j + 1, i, ends);
  }
  for (int r = q; r < len && pat[r] != 'O'; r++) avail += pat[r] == 'A';
  for (int k = hi < avail ? hi : avail; k >= lo; k--) {
    int e = q;
    for (int got = 0; got < k; e++) got += pat[e] == 'A';
    while (e < len && pat[e] == '-') e++;
    ends[j] = e;
    if (match_groups(pat, len, e, pos, j + 1, i, ends)) return true;
  }
  return false;
}

/* Hand tokens from start on to the leading positionals still waiting; where they end. */
static int consume_positionals(Parse *ps, const char *pat, int len, int start, Value *pos, int *npos) {
  int *ends = rt_malloc(sizeof(int) * (size_t)(*npos + 1));
  int mark = rt_cleanup_push(free, ends);
  int i = *npos;
  while (i > 0 && !match_groups(pat, len, start, pos, 0, i, ends)) i--;
  List *toks = RT_AS(List, ps->tokens);
  int at = start;
  for (int j = 0; j < i; j++) {
    Value vals = rt_list_new(0);
    int vmark = rt_cleanup_push_value(&vals);
    int ar = arity(pos[j]);
    bool all = ar == NARGS_PARSER || ar == NARGS_REMAINDER; /* options and `--` too */
    for (; at < ends[j]; at++) {
      if (all || pat[at] == 'A') rt_list_append(vals, toks->items[at]);
    }
    List *l = RT_AS(List, vals);
    ps->seen[index_of(ps, pos[j])] = true;
    if (l->n) mark_given(ps, index_of(ps, pos[j]));
    if (ar == NARGS_PARSER) {
      ap_run_subparser(ps->parser, ps->ns, pos[j], (int)l->n, l->items, ps->sub_extras);
    } else if ((ar == -1 || ar == -2) && l->n == 0) {
      Value d = aget(pos[j], "default");
      if (ar == -2 && rt_is_none(d)) rt_setattr(ps->ns, astr(pos[j], "dest"), vals);
      else rt_setattr(ps->ns, astr(pos[j], "dest"), d);
    } else {
      take_action(ps->parser, ps->ns, pos[j], (int)l->n, l->items);
    }
    rt_cleanup_pop(vmark, true);
  }
  for (int j = i; j < *npos; j++) pos[j - i] = pos[j];
  *npos -= i;
  int end = i ? ends[i - 1] : start;
  rt_cleanup_pop(mark, true);
  return end;
}

/* The tokens as CPython classifies them: 'O' an option (known or not), '-' the first `--`,
 * 'A' anything else (everything after the `--`). */
static char *classify(List *toks) {
  char *pat = rt_malloc((size_t)toks->n + 1);
  bool rest = false;
  for (int64_t i = 0; i < toks->n; i++) {
    Value t = toks->items[i];
    if (!rt_is_str(t)) {
      free(pat);
      rt_raise(RT_EXC_TypeError, "'%s' object is not subscriptable", rt_type_name(t));
    }
    if (!rest && strcmp(rt_str_data(t), "--") == 0) {
      pat[i] = '-';
      rest = true;
    } else {
      pat[i] = !rest && is_option_token(t) ? 'O' : 'A';
    }
  }
  pat[toks->n] = 0;
  return pat;
}

static void parse_tokens(Parse *ps) {
  List *toks = RT_AS(List, ps->tokens);
  char *pat = classify(toks);
  int mark = rt_cleanup_push(free, pat);
  int len = (int)toks->n, npos = 0;
  Value *pos = rt_malloc(sizeof(Value) * (size_t)(ps->acts->n + 1));
  rt_cleanup_push(free, pos);
  for (int64_t k = 0; k < ps->acts->n; k++) {
    if (is_positional(ps->acts->items[k])) pos[npos++] = ps->acts->items[k];
  }
  int max_opt = -1;
  for (int i = 0; i < len; i++) {
    if (pat[i] == 'O') max_opt = i;
  }
  int start = 0;
  while (start <= max_opt) {
    int next = start;
    while (pat[next] != 'O') next++;
    if (start != next) {
      int end = consume_positionals(ps, pat, len, start, pos, &npos);
      if (end > start) {
        start = end;
        continue;
      }
    }
    if (pat[start] != 'O') {
      for (; start < next; start++) rt_list_append(ps->extras, toks->items[start]);
    }
    int64_t i = start;
    option_token(ps, &i);
    start = (int)i + 1;
  }
  int end = consume_positionals(ps, pat, len, start, pos, &npos);
  for (int i = end; i < len; i++) {
    if (pat[i] != '-') rt_list_append(ps->extras, toks->items[i]);
  }
  rt_cleanup_pop(mark, true);
}

static void set_defaults(Parse *ps) {
  for (int64_t k = 0; k < ps->acts->n; k++) {
    Value a = ps->acts->items[k];
    const char *act = astr(a, "action");
    if (strcmp(act, "help") == 0 || strcmp(act, "version") == 0) continue;
    if (is_suppress(aget(a, "dest")) || is_suppress(aget(a, "default"))) continue;
    Value old = rt_instance_getattr_generic(ps->ns, astr(a, "dest"), false);
    if (rt_is_undef(old)) rt_setattr(ps->ns, astr(a, "dest"), aget(a, "default"));
    else rt_decref(old);
  }
  ap_apply_defaults(ps->parser, ps->ns);
}

/* After parsing: the required ones not seen are an error; a str default of an action not seen
 * goes through its type, as if given on the command line. */
static void finish(Parse *ps) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  int missing = 0;
  for (int64_t k = 0; k < ps->acts->n; k++) {
    Value a = ps->acts->items[k];
    if (ps->seen[k] || !rt_truthy(aget(a, "required"))) continue;
    Value name = ap_action_name(a);
    rt_sb_printf(&sb, "%s%s", missing++ ? ", " : "", rt_str_data(name));
    rt_decref(name);
  }
  if (missing) ap_parse_error(ps->parser, "the following arguments are required: %s", sb.data);
  rt_cleanup_pop(mark, true);
  ap_check_required_groups(ps->parser, ps->given);
  for (int64_t k = 0; k < ps->acts->n; k++) {
    Value a = ps->acts->items[k], d = aget(a, "default");
    if (ps->seen[k] || !rt_is_str(d) || rt_is_none(aget(a, "type"))) continue;
    Value cur = rt_instance_getattr_generic(ps->ns, astr(a, "dest"), false);
    bool same = cur.tag == RT_OBJ && cur.as.o == d.as.o;
    rt_decref(cur);
    if (!same) continue;
    Value v = convert(ps->parser, a, d);
    int m = rt_cleanup_push_value(&v);
    rt_setattr(ps->ns, astr(a, "dest"), v);
    rt_cleanup_pop(m, true);
  }
}

static Value argv_tail(void) {
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value args = rt_getattr(sys, "argv");
  rt_cleanup_push_value(&args);
  List *l = RT_AS(List, args);
  Value tail = rt_list_from(l->n > 0 ? l->n - 1 : 0, l->items + 1);
  rt_cleanup_pop(mark, true);
  return tail;
}

static const char *const parse_names[] = {"self", "args", "namespace"};

/* parse_known_args(args=None, namespace=None): (namespace, the tokens not understood). */
static Value p_parse_known_args(ARGS) {
  (void)data;
  Value a[3];
  rt_parse_args("parse_known_args", argc, argv, kw, 3, parse_names, 1, a);
  Parse ps = {a[0], rt_undef(), rt_undef(), rt_list_new(0), actions_of(a[0]), NULL, NULL, rt_undef()};
  int mark = rt_cleanup_push_value(&ps.extras);
  rt_cleanup_push_value(&ps.tokens);
  rt_cleanup_push_value(&ps.ns);
  rt_cleanup_push_value(&ps.sub_extras);
  ps.sub_extras = rt_list_new(0);
  ps.tokens = rt_is_undef(a[1]) || rt_is_none(a[1]) ? argv_tail() : rt_call(rt_builtin_lookup("list"), 1, &a[1], NULL);
  ps.ns = rt_is_undef(a[2]) || rt_is_none(a[2]) ? rt_call(ap_state()->ns_class, 0, NULL, NULL) : (rt_incref(a[2]), a[2]);
  ps.seen = rt_calloc((size_t)(ps.acts->n + 1), sizeof(bool));
  rt_cleanup_push(free, ps.seen);
  ps.given = rt_calloc((size_t)(ps.acts->n + 1), sizeof(bool));
  rt_cleanup_push(free, ps.given);
  set_defaults(&ps);
  parse_tokens(&ps);
  finish(&ps);
  for (int64_t k = 0; k < RT_AS(List, ps.sub_extras)->n; k++) rt_list_append(ps.extras, RT_AS(List, ps.sub_extras)->items[k]);
  Value pair[2] = {ps.ns, ps.extras};
  Value r = rt_tuple_from(2, pair);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value p_parse_args(ARGS) {
  Value r = p_parse_known_args(data, argc, argv, kw);
  int mark = rt_cleanup_push_value(&r);
  Tuple *t = RT_AS(Tuple, r);
  List *extras = RT_AS(List, t->items[1]);
  if (extras->n) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    for (int64_t k = 0; k < extras->n; k++) rt_sb_printf(&sb, "%s%s", k ? " " : "", rt_str_data(extras->items[k]));
    ap_parse_error(argv[0], "unrecognized arguments: %s", sb.data);
  }
  Value ns = t->items[0];
  rt_incref(ns);
  rt_cleanup_pop(mark, true);
  return ns;
}

static Value p_format_usage(ARGS) {
  (void)data, (void)kw;
  rt_check_args("format_usage", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return ap_format_usage(argv[0]);
}

static Value p_format_help(ARGS) {
  (void)data, (void)kw;
  rt_check_args("format_help", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return ap_format_help(argv[0]);
}

static Value print_text(Value text, int argc, const Value *argv) {
  Value write = rt_undef();
  int mark = rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&write);
  if (argc > 1 && !rt_is_none(argv[1])) {
    write = rt_getattr(argv[1], "write");
    rt_decref(rt_call(write, 1, &text, NULL));
  } else {
    ap_write_to("stdout", text);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value p_print_usage(ARGS) {
  (void)data;
  rt_check_args("print_usage", argc - 1, kw, 0, 1, RT_ARGS_CLINIC);
  return print_text(ap_format_usage(argv[0]), argc, argv);
}

static Value p_print_help(ARGS) {
  (void)data;
  rt_check_args("print_help", argc - 1, kw, 0, 1, RT_ARGS_CLINIC);
  return print_text(ap_format_help(argv[0]), argc, argv);
}

static Value p_error(ARGS) {
  (void)data;
  rt_check_args("error", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value s = rt_to_str(argv[1]);
  rt_cleanup_push_value(&s);
  ap_parse_error(argv[0], "%s", rt_str_data(s));
}

/* ---- Namespace ---- */

static Value ns_init(ARGS) {
  (void)data;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "Namespace() takes keyword arguments only");
  for (int k = 0; kw && k < kw->n; k++) rt_setattr(argv[0], kw->names[k], kw->values[k]);
  return rt_none();
}

static Value ns_repr(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value d = rt_vars(argv[0]);
  int mark = rt_cleanup_push_value(&d);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "Namespace(");
  Value k, v;
  int n = 0;
  for (int64_t pos = 0; rt_dict_next(d, &pos, &k, &v); n++) {
    rt_sb_printf(&sb, "%s%s=", n ? ", " : "", rt_str_data(k));
    rt_sb_repr(&sb, v);
  }
  rt_sb_puts(&sb, ")");
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ns_eq(ARGS) {
  (void)data, (void)kw;
  if (argc != 2 || !rt_is_instance(argv[1]) || RT_AS(Instance, argv[1])->cls != RT_AS(Instance, argv[0])->cls) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  Value a = rt_vars(argv[0]);
  int mark = rt_cleanup_push_value(&a);
  Value b = rt_vars(argv[1]);
  rt_cleanup_push_value(&b);
  bool eq = rt_equal(a, b);
  rt_cleanup_pop(mark, true);
  return rt_bool(eq);
}

static Value ns_contains(ARGS) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__contains__ takes one argument");
  Value d = rt_vars(argv[0]);
  int mark = rt_cleanup_push_value(&d);
  bool in = rt_contains(d, argv[1]);
  rt_cleanup_pop(mark, true);
  return rt_bool(in);
}

Value ap_new_class(const char *name) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("argparse"));
  return cls;
}

void ap_set_method(Value cls, const char *name, NativeFn fn) {
  char qual[128];
  snprintf(qual, sizeof qual, "%s.%s", RT_AS(ClassObj, cls)->name, name);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

/* A formatter class (its behaviour is in argparse_format.c) into module m. */
static Value formatter_class(Value m, const char *name, Value base) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("argparse"));
  rt_class_finish(cls, rt_none());
  rt_module_set(m, name, cls);
  return cls;
}

void rt_argparse_module_init(Value m) {
  ApState *st = ap_state();
  st->help_formatter_class = formatter_class(m, "HelpFormatter", rt_undef());
  st->raw_description_class = formatter_class(m, "RawDescriptionHelpFormatter", st->help_formatter_class);
  st->raw_text_class = formatter_class(m, "RawTextHelpFormatter", st->raw_description_class);
  st->defaults_class = formatter_class(m, "ArgumentDefaultsHelpFormatter", st->help_formatter_class);
  st->ns_class = ap_new_class("Namespace");
  ap_set_method(st->ns_class, "__init__", ns_init);
  ap_set_method(st->ns_class, "__repr__", ns_repr);
  ap_set_method(st->ns_class, "__eq__", ns_eq);
  ap_set_method(st->ns_class, "__contains__", ns_contains);
  rt_class_finish(st->ns_class, rt_none());
  rt_module_set(m, "Namespace", st->ns_class);
  Value p = ap_new_class("ArgumentParser");
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {
      {"__init__", p_init},         {"add_argument", p_add_argument}, {"parse_args", p_parse_args},
      {"parse_known_args", p_parse_known_args}, {"format_usage", p_format_usage},
      {"format_help", p_format_help}, {"print_usage", p_print_usage}, {"print_help", p_print_help},
      {"error", p_error},           {"add_argument_group", p_add_argument_group},
  };
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) ap_set_method(p, methods[k].name, methods[k].fn);
  st->group_class = ap_new_class("_ArgumentGroup");
  ap_set_method(st->group_class, "add_argument", g_add_argument);
  ap_sub_init(m, p);
  rt_class_finish(p, rt_none());
  rt_module_set(m, "ArgumentParser", p);
  rt_class_finish(st->group_class, rt_none());
  rt_module_set(m, "_ArgumentGroup", st->group_class);
  Value exc_base = rt_exc_class(RT_EXC_Exception);
  Value bases = rt_tuple_from(1, &exc_base);
  st->type_error_class = rt_class_new("ArgumentTypeError", bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, st->type_error_class), "__module__", rt_str_from_c("argparse"));
  rt_class_finish(st->type_error_class, rt_none());
  rt_module_set(m, "ArgumentTypeError", st->type_error_class);
  static const char *const consts[][2] = {{"SUPPRESS", SUPPRESS}, {"OPTIONAL", "?"}, {"ZERO_OR_MORE", "*"},
                                          {"ONE_OR_MORE", "+"},   {"PARSER", "A..."}, {"REMAINDER", "..."}};
  for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++) rt_module_set(m, consts[k][0], rt_str_from_c(consts[k][1]));
}
