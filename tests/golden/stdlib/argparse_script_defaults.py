# A script's parser with no command-line arguments: every option takes its default (a str
# default goes through type=), store_true is False; vars() and attribute access.
import argparse
def main():
    p = argparse.ArgumentParser(description="Run the heat solver.")
    p.add_argument("-n", "--num-steps", type=int, default=100, help="number of steps")
    p.add_argument("--dt", type=float, default="0.01")
    p.add_argument("-v", "--verbose", action="store_true")
    p.add_argument("--mode", choices=["fast", "exact"], default="fast")
    p.add_argument("--out", default=None)
    args = p.parse_args()
    print(args)
    print(vars(args))
    print(args.num_steps * args.dt, args.verbose, args.mode, args.out)
if __name__ == "__main__":
    main()
# expect: Namespace(num_steps=100, dt=0.01, verbose=False, mode='fast', out=None)
# expect: {'num_steps': 100, 'dt': 0.01, 'verbose': False, 'mode': 'fast', 'out': None}
# expect: 1.0 False fast None
