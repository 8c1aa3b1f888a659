# An exception inside Pool.map reaches the caller.
from multiprocessing import Pool


def inverse(x):
    return 1 / x


if __name__ == "__main__":
    with Pool(2) as pool:
        pool.map(inverse, [1, 0, 2])
# expect runtime error: ZeroDivisionError: division by zero
