# argparse.add_mutually_exclusive_group (required or not, also inside an argument group): the
# usage shows [-a | -b] or (-a | -b), "not allowed with argument" and "one of the arguments ...
# is required" errors; set_defaults/get_default; nargs '?', '*', '+', REMAINDER; choices= and
# type= errors; parse_known_args
import argparse
import sys

sys.stderr = sys.stdout


def run(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)


g = argparse.ArgumentParser(prog="g")
m = g.add_mutually_exclusive_group()
m.add_argument("--json", action="store_true", help="JSON output")
m.add_argument("--csv", action="store_true", help="CSV output")
g.add_argument("-n", type=int, default=3, choices=[1, 2, 3])
g.print_help()
run(g, ["--json"])
run(g, ["--json", "--csv"])
run(g, ["-n", "7"])
run(g, ["-n", "x"])
print(g.parse_known_args(["--csv", "--zz", "q"]))

h = argparse.ArgumentParser(prog="h")
need = h.add_mutually_exclusive_group(required=True)
need.add_argument("-x", type=int)
need.add_argument("-y", action="store_true", help="why")
need.add_argument("pos", nargs="?")
h.print_usage()
run(h, [])
run(h, ["-x", "1", "-y"])
run(h, ["-y", "-x", "2"])
run(h, ["-y", "p"])
run(h, ["p"])
h.set_defaults(pos="dflt", other=5)
run(h, ["-y"])
print(h.get_default("pos"), h.get_default("other"), h.get_default("zz"))
try:
    need.add_argument("--must", required=True)
except ValueError as e:
    print("ValueError:", e)

k = argparse.ArgumentParser(prog="k")
grp = k.add_argument_group("output")
ex = grp.add_mutually_exclusive_group()
ex.add_argument("-q", "--quiet", action="store_true")
ex.add_argument("-v", "--verbose", action="count", default=0)
k.add_argument("files", nargs="+")
k.add_argument("--tags", nargs="*", default=[])
k.add_argument("rest", nargs=argparse.REMAINDER)
k.print_help()
run(k, ["a", "b", "--tags", "t1", "t2"])
run(k, ["-vv", "a"])
run(k, ["-q", "-v", "a"])
run(k, [])
# expect: usage: g [-h] [--json | --csv] [-n {1,2,3}]
# expect:
# expect: options:
# expect:   -h, --help  show this help message and exit
# expect:   --json      JSON output
# expect:   --csv       CSV output
# expect:   -n {1,2,3}
# expect: Namespace(json=True, csv=False, n=3)
# expect: usage: g [-h] [--json | --csv] [-n {1,2,3}]
# expect: g: error: argument --csv: not allowed with argument --json
# expect: exit 2
# expect: usage: g [-h] [--json | --csv] [-n {1,2,3}]
# expect: g: error: argument -n: invalid choice: 7 (choose from 1, 2, 3)
# expect: exit 2
# expect: usage: g [-h] [--json | --csv] [-n {1,2,3}]
# expect: g: error: argument -n: invalid int value: 'x'
# expect: exit 2
# expect: (Namespace(json=False, csv=True, n=3), ['--zz', 'q'])
# expect: usage: h [-h] (-x X | -y | pos)
# expect: usage: h [-h] (-x X | -y | pos)
# expect: h: error: one of the arguments -x -y pos is required
# expect: exit 2
# expect: usage: h [-h] (-x X | -y | pos)
# expect: h: error: argument -y: not allowed with argument -x
# expect: exit 2
# expect: usage: h [-h] (-x X | -y | pos)
# expect: h: error: argument -x: not allowed with argument -y
# expect: exit 2
# expect: usage: h [-h] (-x X | -y | pos)
# expect: h: error: argument pos: not allowed with argument -y
# expect: exit 2
# expect: Namespace(x=None, y=False, pos='p')
# expect: Namespace(x=None, y=True, pos='dflt', other=5)
# expect: dflt 5 None
# expect: ValueError: mutually exclusive arguments must be optional
# expect: usage: k [-h] [-q | -v] [--tags [TAGS ...]] files [files ...] ...
# expect:
# expect: positional arguments:
# expect:   files
# expect:   rest
# expect:
# expect: options:
# expect:   -h, --help         show this help message and exit
# expect:   --tags [TAGS ...]
# expect:
# expect: output:
# expect:   -q, --quiet
# expect:   -v, --verbose
# expect: Namespace(quiet=False, verbose=0, files=['a', 'b'], tags=[], rest=['--tags', 't1', 't2'])
# expect: Namespace(quiet=False, verbose=2, files=['a'], tags=[], rest=[])
# expect: usage: k [-h] [-q | -v] [--tags [TAGS ...]] files [files ...] ...
# expect: k: error: argument -v/--verbose: not allowed with argument -q/--quiet
# expect: exit 2
# expect: usage: k [-h] [-q | -v] [--tags [TAGS ...]] files [files ...] ...
# expect: k: error: the following arguments are required: files, rest
# expect: exit 2
