# A closed Pool takes no more work: CPython's ValueError.
import multiprocessing

if __name__ == "__main__":
    pool = multiprocessing.Pool(2)
    pool.close()
    pool.join()
    pool.map(abs, [-1])
# expect runtime error: ValueError: Pool not running
