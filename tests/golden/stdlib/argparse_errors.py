# Bad command lines: the usage and "prog: error: ..." go to stderr and parse_args raises
# SystemExit(2); the last message here is the last line on stderr.
import argparse
p = argparse.ArgumentParser(prog="sim")
p.add_argument("files", nargs="+")
p.add_argument("--n", type=int, required=True)
p.add_argument("--level", type=int, choices=range(1, 4), default=1)
p.add_argument("--size", nargs=2, type=int)
for argv in [[], ["a"], ["a", "--n", "x"], ["a", "--n"], ["a", "--n", "1", "--zz"],
             ["a", "--n", "1", "--level", "7"], ["a", "--n", "1", "--size", "1"], ["--n", "2", "a", "b"]]:
    try:
        print(p.parse_args(argv))
    except SystemExit as e:
        print("exit", e.code)
try:
    p.error("custom problem")
except SystemExit as e:
    print("exit", e.code)
# expect stderr: sim: error: the following arguments are required: files, --n
# expect stderr: sim: error: argument --n: invalid int value: 'x'
# expect stderr: sim: error: argument --level: invalid choice: 7 (choose from 1, 2, 3)
# expect stderr: sim: error: argument --size: expected 2 arguments
# expect stderr: sim: error: unrecognized arguments: --zz
# expect: exit 2
# expect: exit 2
# expect: exit 2
# expect: exit 2
# expect: exit 2
# expect: exit 2
# expect: exit 2
# expect: Namespace(files=['a', 'b'], n=2, level=1, size=None)
# expect: exit 2
