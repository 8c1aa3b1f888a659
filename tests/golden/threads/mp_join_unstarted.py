# Joining a Process that was never started is CPython's AssertionError.
from multiprocessing import Process

if __name__ == "__main__":
    Process(target=abs).join()
# expect runtime error: AssertionError: can only join a started process
