# argparse.add_argument_group: the group's arguments parse as the parser's, and help lists
# them under the group's title (and description)
import argparse

p = argparse.ArgumentParser(prog="report", description="Make a grade report.")
p.add_argument("files", nargs="+", help="CSV files to read")
io_group = p.add_argument_group("input/output", "where data comes from and goes")
io_group.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
io_group.add_argument("--encoding", default="utf-8")
fmt = p.add_argument_group("formatting")
fmt.add_argument("--width", type=int, default=80, help="table width")
fmt.add_argument("--sort", choices=["name", "grade"], default="name")
p.add_argument_group("unused")
p.add_argument("-v", "--verbose", action="store_true", help="say more")
print(p.parse_args(["a.csv", "b.csv", "--width", "60", "-o", "out.txt"]))
print(fmt.title, io_group.description)
print(p.format_help())
try:
    p.parse_args(["a.csv", "--width", "wide"])
except SystemExit as e:
    print("exit", e.code)
# expect: Namespace(files=['a.csv', 'b.csv'], output='out.txt', encoding='utf-8', width=60, sort='name', verbose=False)
# expect: formatting where data comes from and goes
# expect: usage: report [-h] [-o OUTPUT] [--encoding ENCODING] [--width WIDTH]
# expect:               [--sort {name,grade}] [-v]
# expect:               files [files ...]
# expect:
# expect: Make a grade report.
# expect:
# expect: positional arguments:
# expect:   files                 CSV files to read
# expect:
# expect: options:
# expect:   -h, --help            show this help message and exit
# expect:   -v, --verbose         say more
# expect:
# expect: input/output:
# expect:   where data comes from and goes
# expect:
# expect:   -o OUTPUT, --output OUTPUT
# expect:                         output file (default: stdout)
# expect:   --encoding ENCODING
# expect:
# expect: formatting:
# expect:   --width WIDTH         table width
# expect:   --sort {name,grade}
# expect:
# expect: exit 2
# expect stderr: report: error: argument --width: invalid int value: 'wide'
