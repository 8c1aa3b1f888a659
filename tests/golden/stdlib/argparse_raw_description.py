# RawDescriptionHelpFormatter keeps the description, the epilog and a group's description line
# by line (indented with the section), and the help collapses runs of blank lines to one.
import argparse
import textwrap

p = argparse.ArgumentParser(prog="report", formatter_class=argparse.RawDescriptionHelpFormatter,
                            description=textwrap.dedent("""\
                                Summarise the lab results.

                                Examples:
                                  report data.csv
                                """), epilog="see also:\n\n\n\n  grades(1)")
p.add_argument("file", help="the   results   file")
g = p.add_argument_group("filters", "raw group\n  description")
g.add_argument("--min", type=int, help="   ")
p.print_help()
# expect: usage: report [-h] [--min MIN] file
# expect:
# expect: Summarise the lab results.
# expect:
# expect: Examples:
# expect:   report data.csv
# expect:
# expect: positional arguments:
# expect:   file        the results file
# expect:
# expect: options:
# expect:   -h, --help  show this help message and exit
# expect:
# expect: filters:
# expect:   raw group
# expect:     description
# expect:
# expect:   --min MIN
# expect:
# expect: see also:
# expect:
# expect:   grades(1)
