# ArgumentDefaultsHelpFormatter adds " (default: ...)" to options' help and to '?'/'*'
# positionals', not to help/version, SUPPRESS defaults, or a help that names %(default) itself;
# a class deriving from it and RawTextHelpFormatter keeps the help's own lines too.
import argparse


class Both(argparse.RawTextHelpFormatter, argparse.ArgumentDefaultsHelpFormatter):
    pass


p = argparse.ArgumentParser(prog="sim", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
p.add_argument("files", nargs="*", default=["a.txt"], help="inputs")
p.add_argument("out", help="output")
p.add_argument("--steps", type=int, default=10, help="number of steps")
p.add_argument("--seed", type=int, help="random seed")
p.add_argument("--quiet", action="store_true", help="less output")
p.add_argument("--rate", default=0.5, help="rate, %(default)s by default")
p.add_argument("--hidden", default=argparse.SUPPRESS, help="no default shown")
p.add_argument("--version", action="version", version="1.0")
p.print_help()
q = argparse.ArgumentParser(prog="q", formatter_class=Both)
q.add_argument("--mode", default="fast", help="one of:\n  fast\n  slow")
q.print_help()
print(q.formatter_class is Both, issubclass(argparse.RawTextHelpFormatter, argparse.RawDescriptionHelpFormatter))
# expect: usage: sim [-h] [--steps STEPS] [--seed SEED] [--quiet] [--rate RATE]
# expect:            [--hidden HIDDEN] [--version]
# expect:            [files ...] out
# expect:
# expect: positional arguments:
# expect:   files            inputs (default: ['a.txt'])
# expect:   out              output
# expect:
# expect: options:
# expect:   -h, --help       show this help message and exit
# expect:   --steps STEPS    number of steps (default: 10)
# expect:   --seed SEED      random seed (default: None)
# expect:   --quiet          less output (default: False)
# expect:   --rate RATE      rate, 0.5 by default
# expect:   --hidden HIDDEN  no default shown
# expect:   --version        show program's version number and exit
# expect: usage: q [-h] [--mode MODE]
# expect:
# expect: options:
# expect:   -h, --help   show this help message and exit
# expect:   --mode MODE  one of:
# expect:                  fast
# expect:                  slow (default: fast)
# expect: True True
