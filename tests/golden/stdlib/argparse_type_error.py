# argparse.ArgumentTypeError raised by a type= function: its message follows the argument's name
# (a ValueError gets 'invalid <type> value').
import argparse
def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError(f"{v} is not positive")
    return v
p = argparse.ArgumentParser(prog="prog")
p.add_argument("-n", type=positive, default=1)
print(p.parse_args(["-n", "5"]))
for argv in (["-n", "x"], ["-n", "-3"]):
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
print(issubclass(argparse.ArgumentTypeError, Exception), argparse.ArgumentTypeError.__module__)
# expect: Namespace(n=5)
# expect: exit 2
# expect: exit 2
# expect: True argparse
# expect stderr: usage: prog [-h] [-n N]
# expect stderr: prog: error: argument -n: invalid positive value: 'x'
# expect stderr: usage: prog [-h] [-n N]
# expect stderr: prog: error: argument -n: -3 is not positive
