/* main.c — the `weft` command: parses the command line and runs a file, `-c CODE`, the
 * program on stdin, `--dis FILE`, or the interactive REPL. `weft -` is `weft` with no file,
 * as `python3 -` is `python3`: the REPL on a terminal, otherwise stdin is the program. Exit
 * codes follow STYLE.md: 0 ok, 1 runtime error, 2 usage, 65 compile error, 70 internal error. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../dbg/dbg.h"
#include "../gpu/gpu.h"
#include "../vm/base/config.h"
#include "../vm/base/strbuf.h"
#include "../vm/py/py.h"
#include "options.h"
#include "repl.h"
#include "serve.h"
#include "setup.h"

enum { EXIT_OK = 0, EXIT_USAGE = 2, EXIT_INTERNAL = 70 };

static const char USAGE[] = "usage: weft [option ...] [file.py | - | -c CODE]\n";

static const char HELP[] =
    "Run a Weft program (a subset of Python 3 with NumPy). With no file, start the REPL;\n"
    "when stdin is not a terminal, run stdin as the program.\n"
    "\n"
    "  file.py        run the program in file.py\n"
    "  -              run the program on stdin (the REPL if stdin is a terminal)\n"
    "  -c CODE        run CODE as the program\n"
    "  -i             after file.py or -c CODE, the REPL with its variables, as in Python\n"
    "  -W ARG         a warnings filter, action:message:category:module:lineno, as Python's\n"
    "                 such as error or ignore::DeprecationWarning; PYTHONWARNINGS too\n"
    "  --dis FILE     print the bytecode of FILE (every function too) instead of running it\n"
    "  --serve        answer the Jupyter kernel's framed requests on stdin (docs/jupyter.md)\n"
    "  --version      print the version and exit\n"
    "  -h, --help     print this help and exit\n"
    "\n"
    "Arguments after file.py, - or CODE go to the program in sys.argv (after 'file.py',\n"
    "'-' or '-c', as in Python). Exit status: 0 ok, 1 runtime error, 2 usage error,\n"
    "65 compile error, 70 internal error; a program that an uncaught KeyboardInterrupt\n"
    "(Ctrl-C) ends is ended by SIGINT, as Python's (a shell sees 130).\n";

typedef enum { MODE_REPL, MODE_FILE, MODE_CODE, MODE_DIS, MODE_SERVE } Mode;

static int usage_error(const char *fmt, const char *arg) {
  fputs("weft: ", stderr);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  fputs(USAGE, stderr);
  fputs("Try 'weft --help' for more information.\n", stderr);
  return EXIT_USAGE;
}

static int cant_open(const char *path, int err) {
  fprintf(stderr, "weft: can't open file '%s': [Errno %d] %s\n", path, err, strerror(err));
  return EXIT_USAGE;
}

/* 0 if path names a readable regular file, else an errno value. */
static int check_file(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) return errno;
  if (S_ISDIR(st.st_mode)) return EISDIR;
  if (access(path, R_OK) != 0) return errno;
  return 0;
}

/* Whole contents of f into sb; false on a read error. A short read is the end: reading on
 * after it would wait for a second end-of-file on a terminal. */
static bool slurp(FILE *f, StrBuf *sb) {
  char chunk[65536];
  size_t n;
  do {
    n = fread(chunk, 1, sizeof chunk, f);
    rt_sb_putn(sb, chunk, n);
  } while (n == sizeof chunk);
  if (!sb->data) rt_sb_puts(sb, "");
  return !ferror(f);
}

static int run_dis(Vm *vm, const char *path) {
  int err = check_file(path);
  FILE *f = err ? NULL : fopen(path, "rb");
  if (!f) return cant_open(path, err ? err : errno);
  StrBuf src;
  rt_sb_init(&src);
  bool ok = slurp(f, &src);
  fclose(f);
  int rc = ok ? vm_disassemble_source(vm, path, src.data, stdout) : cant_open(path, EIO);
  rt_sb_free(&src);
  return rc;
}

static int run_stdin(Vm *vm) {
  StrBuf src;
  rt_sb_init(&src);
  if (!slurp(stdin, &src)) {
    rt_sb_free(&src);
    fprintf(stderr, "weft: can't read stdin: %s\n", strerror(errno));
    return EXIT_USAGE;
  }
  int rc = vm_run_program(vm, "<stdin>", src.data);
  rt_sb_free(&src);
  return rc;
}

/* inspect (-i): after the file or CODE, the REPL in the same session (stdin's program when stdin
 * is not a terminal), as python3 -i: after an error or exit() too. */
static int run(Mode mode, const char *arg, bool inspect) {
  repl_setup();
  int rc = repl_options_finish();
  if (rc) return rc;
  if (inspect && mode == MODE_FILE && check_file(arg)) { /* python3 -i: the message, the prompt */
    cant_open(arg, check_file(arg));
    mode = MODE_REPL;
  }
  const WeftConfig *c = weft_config();
  bool debug = (c->debug && strcmp(c->debug, "1") == 0) || c->debug_commands;
  if (debug && mode != MODE_FILE && mode != MODE_SERVE) { /* as pdb, which takes a script */
    fputs("weft: --debug debugs a program file (weft --debug prog.py); at the prompt, %debug "
          "STATEMENT debugs one statement\n", stderr);
    if (!(mode == MODE_REPL && isatty(STDIN_FILENO))) return EXIT_USAGE; /* the prompt: said */
  }
  if (mode == MODE_FILE) {
    int err = check_file(arg);
    if (err) return cant_open(arg, err);
    if (debug) dbg_begin(arg);
  }
  Vm *vm = vm_new();
  rc = repl_options_started(); /* --max-memory's bound, now that start-up's memory is known */
  if (rc) {
    vm_free(vm);
    return rc;
  }
  py_warnings_start();
  bool program = false; /* a program ran last, not the prompt: its KeyboardInterrupt is SIGINT */
  if (inspect && (mode == MODE_FILE || mode == MODE_CODE)) {
    vm_install_repl_builtins(vm); /* the file sees exit(), dir() and help() as at the prompt */
    repl_debug_before();          /* its uncaught error is kept for %debug */
    rc = mode == MODE_FILE ? vm_run_file(vm, arg) : vm_run_source(vm, "<string>", arg, false);
    vm_exit_requested(vm, &rc);
    program = !isatty(STDIN_FILENO);
    rc = program ? run_stdin(vm) : repl_run(vm);
  } else if (mode == MODE_REPL && isatty(STDIN_FILENO)) {
    rc = repl_run(vm);
  } else if (mode == MODE_SERVE) {
    vm_install_repl_builtins(vm); /* help(), dir(), %who's helpers in notebooks too */
    rc = repl_serve(vm);
  } else {
    repl_install_sigint(false);
    program = mode != MODE_DIS;
    switch (mode) {
      case MODE_FILE: rc = vm_run_file(vm, arg); break;
      case MODE_CODE: rc = vm_run_program(vm, "<string>", arg); break;
      case MODE_DIS: rc = run_dis(vm, arg); break;
      case MODE_REPL: rc = run_stdin(vm); break; /* stdin is not a terminal */
      case MODE_SERVE: break;
    }
  }
  if (program && vm_ended_by_interrupt(vm)) {
    repl_exit_by_sigint();
    rc = 128 + SIGINT; /* the status should the signal not end the process */
  }
  vm_free(vm);
  return rc == 1 && gpu_internal_error() ? EXIT_INTERNAL : rc; /* the runtime error was Weft's bug */
}

/* PYTHONWARNINGS: comma-separated -W options, before those of the command line (which win). */
static void warn_options_from_env(void) {
  const char *env = getenv("PYTHONWARNINGS");
  if (!env || !*env) return;
  char *copy = strdup(env);
  if (!copy) return;
  for (char *save = NULL, *opt = strtok_r(copy, ",", &save); opt; opt = strtok_r(NULL, ",", &save))
    weft_config_add_warnoption(opt);
  free(copy);
}

/* Options may come in any order before the file (`weft -i --mode=sim f.py`, `weft --mode=sim -i
 * f.py`); what follows the file, - or CODE is the program's. */
int main(int argc, char **argv) {
  repl_exit_by_sigint_install(); /* first: its exit handler runs after every other one */
  repl_setup(); /* the engines own the settings the options below apply */
  bool inspect = false;
  warn_options_from_env();
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strncmp(a, "-W", 2) == 0) { /* -W ARG or -WARG, as python3's */
      if (!a[2] && i + 1 >= argc) return usage_error("argument expected for the %s option", "-W");
      weft_config_add_warnoption(a[2] ? a + 2 : argv[++i]);
      continue;
    }
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      fputs(USAGE, stdout);
      fputs(HELP, stdout);
      repl_options_help(stdout);
      return EXIT_OK;
    }
    if (strcmp(a, "--serve") == 0) return run(MODE_SERVE, NULL, false);
    if (strcmp(a, "--version") == 0) {
      puts("weft " REPL_VERSION);
      return EXIT_OK;
    }
    if (strcmp(a, "-i") == 0) {
      inspect = true;
      continue;
    }
    if (strcmp(a, "-c") == 0 || strcmp(a, "--dis") == 0) {
      if (i + 1 >= argc) return usage_error("argument expected for the %s option", a);
      char *code = argv[i + 1];
      if (a[1] == 'c') { /* sys.argv is ['-c', the arguments after CODE] */
        argv[i + 1] = argv[i];
        py_set_argv(argc - i - 1, argv + i + 1);
      }
      return run(a[1] == 'c' ? MODE_CODE : MODE_DIS, code, inspect);
    }
    int used = repl_options_take(argc, argv, i); /* an engine option (options.c)? */
    if (used < 0) return EXIT_USAGE;
    if (used > 0) {
      i += used - 1;
      continue;
    }
    if (a[0] == '-' && a[1]) return usage_error("unknown option '%s'", a);
    py_set_argv(argc - i, argv + i); /* sys.argv: the program, then its arguments */
    return strcmp(a, "-") == 0 ? run(MODE_REPL, NULL, false) : run(MODE_FILE, a, inspect);
  }
  return run(MODE_REPL, NULL, false); /* python3 -i alone is the REPL */
}
