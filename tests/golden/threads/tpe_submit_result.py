# ThreadPoolExecutor: submit returns Futures whose result() is the call's value.
from concurrent.futures import ThreadPoolExecutor


def power(base, exp=2):
    return base ** exp


with ThreadPoolExecutor(max_workers=4) as ex:
    futures = [ex.submit(power, n, exp=3) for n in range(6)]
    print([f.result() for f in futures])
    print(all(f.done() for f in futures), futures[0].running(), futures[0].cancelled())
# expect: [0, 1, 8, 27, 64, 125]
# expect: True False False
