# Partitions of random arrays of several sizes and dtypes (NaNs included) leave every element
# exactly where NumPy's introselect does; printed as order-sensitive checksums.
import numpy as np

rng = np.random.RandomState(7)
def fp(x):
    return int(sum((i + 1) * (j % 997) for i, j in enumerate(np.argsort(x, kind='stable').tolist())))
for dt in ['int64', 'int16', 'uint8', 'float64', 'float32', 'bool']:
    for n in [6, 40, 257, 3001]:
        if dt == 'bool':
            a = rng.randint(0, 2, n).astype(dt)
        elif dt.startswith('float'):
            a = (rng.randn(n) * 5).round(1).astype(dt)
            a[rng.randint(0, n, 2)] = np.nan
        else:
            a = rng.randint(0, 40, n).astype(dt)
        for k in [1, n // 3, n - 1, [2, n // 2, n - 3]]:
            q = np.argpartition(a, k)
            p = np.partition(a, k)
            print(dt, n, fp(p.astype(np.float64)) if dt != 'bool' else p.nonzero()[0].sum(), fp(q))

# expect: int64 6 67 67
# expect: int64 6 69 65
# expect: int64 6 69 61
# expect: int64 6 70 62
# expect: int64 40 16441 20943
# expect: int64 40 20363 16343
# expect: int64 40 21053 15586
# expect: int64 40 21165 15426
# expect: int64 257 4245760 5639015
# expect: int64 257 5576149 4063265
# expect: int64 257 5262246 4314320
# expect: int64 257 5575650 4177400
# expect: int64 3001 2237989697 2476203367
# expect: int64 3001 2459069447 2146079857
# expect: int64 3001 2510977417 2128328604
# expect: int64 3001 2467770570 2208508215
# expect: int16 6 65 50
# expect: int16 6 67 54
# expect: int16 6 67 54
# expect: int16 6 69 53
# expect: int16 40 16490 20640
# expect: int16 40 20547 16518
# expect: int16 40 18440 15760
# expect: int16 40 21063 15044
# expect: int16 257 4401080 5648896
# expect: int16 257 5603140 4296638
# expect: int16 257 4897641 4993928
# expect: int16 257 5631447 4349894
# expect: int16 3001 2214430930 2476186382
# expect: int16 3001 2381164286 2191054468
# expect: int16 3001 2431322465 2213771068
# expect: int16 3001 2428900048 2223521661
# expect: uint8 6 63 61
# expect: uint8 6 66 52
# expect: uint8 6 69 50
# expect: uint8 6 70 54
# expect: uint8 40 17106 20059
# expect: uint8 40 21153 15940
# expect: uint8 40 18034 18896
# expect: uint8 40 21021 16294
# expect: uint8 257 4249093 5613824
# expect: uint8 257 5584258 4144641
# expect: uint8 257 5301500 4261777
# expect: uint8 257 5625035 4120549
# expect: uint8 3001 2228564584 2476188026
# expect: uint8 3001 2430467474 2217095666
# expect: uint8 3001 2473282197 2230404023
# expect: uint8 3001 2438785876 2236233931
# expect: float64 6 62 57
# expect: float64 6 66 61
# expect: float64 6 61 66
# expect: float64 6 70 57
# expect: float64 40 17013 21024
# expect: float64 40 20402 17307
# expect: float64 40 17011 20879
# expect: float64 40 21163 16582
# expect: float64 257 4279189 5608751
# expect: float64 257 5587370 4170740
# expect: float64 257 4271903 5646663
# expect: float64 257 5593502 4263491
# expect: float64 3001 2230017690 2475824373
# expect: float64 3001 2357620601 2161350638
# expect: float64 3001 2229451442 2476458093
# expect: float64 3001 2431860721 2206390402
# expect: float32 6 70 69
# expect: float32 6 70 69
# expect: float32 6 69 70
# expect: float32 6 70 69
# expect: float32 40 15790 18852
# expect: float32 40 21154 13327
# expect: float32 40 14478 20420
# expect: float32 40 21066 13419
# expect: float32 257 4229472 5599979
# expect: float32 257 5476948 4116161
# expect: float32 257 4194975 5646448
# expect: float32 257 5468786 4233839
# expect: float32 3001 2239387146 2475841716
# expect: float32 3001 2354360304 2264600139
# expect: float32 3001 2236614299 2476934995
# expect: float32 3001 2459089922 2213722007
# expect: bool 6 9 52
# expect: bool 6 12 43
# expect: bool 6 12 42
# expect: bool 6 12 43
# expect: bool 40 347 21317
# expect: bool 40 568 14791
# expect: bool 40 546 14967
# expect: bool 40 570 15838
# expect: bool 257 15435 5658111
# expect: bool 257 23460 3842696
# expect: bool 257 20628 3981020
# expect: bool 257 23576 4035732
# expect: bool 3001 2276761 2476210347
# expect: bool 3001 3324622 2194291936
# expect: bool 3001 3361589 2213790257
# expect: bool 3001 3401107 2457836837
