# A child that raises prints "Process NAME:" and its traceback, and exits with code 1.
from multiprocessing import Process


def fail():
    raise RuntimeError("child failed")


if __name__ == "__main__":
    p = Process(target=fail)
    p.start()
    p.join()
    print("exitcode", p.exitcode)
# expect: exitcode 1
# expect stderr: RuntimeError: child failed
