# Starting a Process twice is CPython's AssertionError.
from multiprocessing import Process

if __name__ == "__main__":
    p = Process(target=abs, args=(1,))
    p.start()
    p.join()
    p.start()
# expect runtime error: AssertionError: cannot start a process twice
