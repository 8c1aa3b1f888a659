# parse_args on explicit lists: nargs, append, store_const, count, `--opt=value`, `-Ivalue`,
# negative numbers, unique prefixes, `--`, -h and --version (SystemExit 0), parse_known_args.
import argparse
p = argparse.ArgumentParser(prog="tool")
p.add_argument("src")
p.add_argument("dst", nargs="?", default="out.txt")
p.add_argument("--size", nargs=2, type=int, metavar=("NX", "NY"), default=[4, 4])
p.add_argument("-I", "--include", action="append")
p.add_argument("--fast", dest="speed", action="store_const", const="fast", default="slow")
p.add_argument("--scale", type=float, default="1.5")
p.add_argument("--version", action="version", version="%(prog)s 1.0")
tests = [["a"], ["a", "b", "--size", "3", "5", "-I", "x", "-Iy", "--fast"], ["a", "--scale", "-2.5"],
         ["a", "--sc=3"], ["--", "-weird"], ["a", "--in", "q"], ["a", "--version"], ["-h"]]
for t in tests:
    try:
        print(p.parse_args(t))
    except SystemExit as e:
        print("exit", e.code)
ns, extra = p.parse_known_args(["a", "--zz", "1"])
print(ns, extra, "src" in ns, ns == argparse.Namespace(**vars(ns)), argparse.Namespace(a=1, b="x"))
q = argparse.ArgumentParser(prog="q")
q.add_argument("-v", "--verbose", action="count", default=0)
q.add_argument("-x", action="store_true")
q.add_argument("-n", type=int, default=0)
for t in [["-vvx"], ["-vn5"], ["-n", "-3"], ["-v", "-v", "--verbose"]]:
    print(q.parse_args(t))
# expect: Namespace(src='a', dst='out.txt', size=[4, 4], include=None, speed='slow', scale=1.5)
# expect: Namespace(src='a', dst='b', size=[3, 5], include=['x', 'y'], speed='fast', scale=1.5)
# expect: Namespace(src='a', dst='out.txt', size=[4, 4], include=None, speed='slow', scale=-2.5)
# expect: Namespace(src='a', dst='out.txt', size=[4, 4], include=None, speed='slow', scale=3.0)
# expect: Namespace(src='-weird', dst='out.txt', size=[4, 4], include=None, speed='slow', scale=1.5)
# expect: Namespace(src='a', dst='out.txt', size=[4, 4], include=['q'], speed='slow', scale=1.5)
# expect: tool 1.0
# expect: exit 0
# expect: usage: tool [-h] [--size NX NY] [-I INCLUDE] [--fast] [--scale SCALE]
# expect:             [--version]
# expect:             src [dst]
# expect:
# expect: positional arguments:
# expect:   src
# expect:   dst
# expect:
# expect: options:
# expect:   -h, --help            show this help message and exit
# expect:   --size NX NY
# expect:   -I INCLUDE, --include INCLUDE
# expect:   --fast
# expect:   --scale SCALE
# expect:   --version             show program's version number and exit
# expect: exit 0
# expect: Namespace(src='a', dst='out.txt', size=[4, 4], include=None, speed='slow', scale=1.5) ['--zz', '1'] True True Namespace(a=1, b='x')
# expect: Namespace(verbose=2, x=True, n=0)
# expect: Namespace(verbose=1, x=False, n=5)
# expect: Namespace(verbose=0, x=False, n=-3)
# expect: Namespace(verbose=3, x=False, n=0)
