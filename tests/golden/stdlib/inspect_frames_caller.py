# Debugging helpers read the caller's frame: sys._getframe(n), inspect.currentframe() and
# inspect.stack() give frames with f_code.co_name, f_lineno, f_locals and f_back.
import inspect
import os
import sys


def log(msg):
    caller = sys._getframe(1)
    print(f"[{caller.f_code.co_name}:{caller.f_lineno}] {msg}")


def whoami():
    return inspect.stack()[1].function


def trace():
    st = inspect.stack()
    print(len(st[0]), st[0].function, st[1][3], st[1].lineno, os.path.basename(st[1].filename))
    print(st[1].code_context, st[1].index, type(st[0]).__name__)
    print([r.function for r in st])


class Account:
    def __init__(self, balance):
        self.balance = balance

    def deposit(self, amount):
        log(f"deposit {amount}")
        self.balance += amount
        print("in", whoami())
        frame = inspect.currentframe()
        print(frame.f_code.co_name, sorted(frame.f_locals), frame.f_locals["amount"])
        print(frame.f_back.f_code.co_name, frame.f_back.f_back.f_code.co_name, frame.f_back.f_lineno)


def main():
    total = 3
    trace()
    Account(10).deposit(5)
    print(sys._getframe().f_code.co_name, sys._getframe(0).f_locals)


main()
print(sys._getframe().f_code.co_name, sys._getframe().f_back, type(sys._getframe()).__name__)
print(sys._getframe().f_locals is globals())
# expect: 6 trace main 39 inspect_frames_caller.py
# expect: ['    trace()\n'] 0 FrameInfo
# expect: ['trace', 'main', '<module>']
# expect: [deposit:29] deposit 5
# expect: in deposit
# expect: deposit ['amount', 'frame', 'self'] 5
# expect: main <module> 40
# expect: main {'total': 3}
# expect: <module> None frame
# expect: True
