# print_help and print_usage as CPython 3.11's HelpFormatter lays them out for 80 columns:
# the usage wrapped (options, then positionals), help at column 24, long help wrapped.
import argparse
p = argparse.ArgumentParser(prog="ap1.py", description="Simulate heat diffusion on a grid using an explicit finite difference scheme, printing summary statistics.", epilog="Have fun.")
p.add_argument("input", help="input file")
p.add_argument("dst", nargs="?", default="out.txt", help="destination (default: %(default)s)")
p.add_argument("-n", "--num-steps", type=int, default=100, help="number of steps (default: %(default)s)")
p.add_argument("--dt", type=float, default=0.01)
p.add_argument("-v", "--verbose", action="store_true", help="be chatty")
p.add_argument("--mode", choices=["fast", "exact"], default="fast", help="solver mode")
p.add_argument("--size", nargs=2, type=int, metavar=("NX", "NY"), help="grid size in cells along each axis of the simulation domain, which must be positive")
p.add_argument("--tags", nargs="*", default=[])
p.add_argument("-q", action="count", default=0)
p.add_argument("--version", action="version", version="%(prog)s 1.0")
p.print_usage()
p.print_help()
# expect: usage: ap1.py [-h] [-n NUM_STEPS] [--dt DT] [-v] [--mode {fast,exact}]
# expect:               [--size NX NY] [--tags [TAGS ...]] [-q] [--version]
# expect:               input [dst]
# expect: usage: ap1.py [-h] [-n NUM_STEPS] [--dt DT] [-v] [--mode {fast,exact}]
# expect:               [--size NX NY] [--tags [TAGS ...]] [-q] [--version]
# expect:               input [dst]
# expect:
# expect: Simulate heat diffusion on a grid using an explicit finite difference scheme,
# expect: printing summary statistics.
# expect:
# expect: positional arguments:
# expect:   input                 input file
# expect:   dst                   destination (default: out.txt)
# expect:
# expect: options:
# expect:   -h, --help            show this help message and exit
# expect:   -n NUM_STEPS, --num-steps NUM_STEPS
# expect:                         number of steps (default: 100)
# expect:   --dt DT
# expect:   -v, --verbose         be chatty
# expect:   --mode {fast,exact}   solver mode
# expect:   --size NX NY          grid size in cells along each axis of the simulation
# expect:                         domain, which must be positive
# expect:   --tags [TAGS ...]
# expect:   -q
# expect:   --version             show program's version number and exit
# expect:
# expect: Have fun.
