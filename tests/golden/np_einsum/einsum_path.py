# np.einsum_path: NumPy's greedy and optimal contraction orders and its printed report.
import numpy as np
rng = np.random.default_rng(0)
shapes = {'a': 3, 'b': 4, 'c': 5, 'd': 2, 'e': 6, 'f': 3, 'g': 7}
cases = ['ab,bc,cd,de->ae', 'ab,bc,cd,de', 'abc,cd,de,ea->b', 'ab,ac,ad,ae->bcde', 'ab,cd,ef->abcdef',
         'ab,bc,ca->', 'abc,bcd,cde,def,efg->ag', 'ab,ab,ab->ab', 'ab,bc,cd->ad', 'ea,fb,abcd,gc,hd->efgh'.replace('h','c')]
for s in cases:
    ins = s.split('->')[0].split(',')
    ops = [np.ones(tuple(shapes[ch] for ch in t)) for t in ins]
    for opt in ['greedy', 'optimal']:
        try:
            p, txt = np.einsum_path(s, *ops, optimize=opt)
            print(p); print(txt)
        except Exception as e:
            print(type(e).__name__, e)
print(np.einsum_path('ij,jk,kl->il', np.ones((2, 3)), np.ones((3, 4)), np.ones((4, 5)))[0])
print(np.einsum_path('ij,jk,kl->il', np.ones((2, 3)), np.ones((3, 4)), np.ones((4, 5)), optimize=True)[0])
print(np.einsum_path('ij,jk,kl->il', np.ones((2, 3)), np.ones((3, 4)), np.ones((4, 5)), optimize=False)[0])
a = np.ones((2, 3)); b = np.ones((3, 4)); c = np.ones((4, 5))
p = np.einsum_path('ij,jk,kl->il', a, b, c, optimize='greedy')
print(p[0])
print(p[1])
p = np.einsum_path('ij,jk->ik', a, b)
print(p[0]); print(p[1])
p = np.einsum_path('ij,jk,kl->il', a, b, c, optimize='optimal')
print(p[0]); print(p[1])
print(np.einsum_path('ii->i', np.ones((3, 3)))[1])
# expect: ['einsum_path', (1, 2), (0, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,cd,de->ae
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  2.010e+02
# expect:    Theoretical speedup:  14.328
# expect:   Largest intermediate:  1.800e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   cd,bc->db                             ab,de,db->ae
# expect:    3                   db,ab->da                                de,da->ae
# expect:    3                   da,de->ae                                   ae->ae
# expect: ['einsum_path', (1, 2), (0, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,cd,de->ae
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  2.010e+02
# expect:    Theoretical speedup:  14.328
# expect:   Largest intermediate:  1.800e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   cd,bc->db                             ab,de,db->ae
# expect:    3                   db,ab->da                                de,da->ae
# expect:    3                   da,de->ae                                   ae->ae
# expect: ['einsum_path', (1, 2), (0, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,cd,de->ae
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  2.010e+02
# expect:    Theoretical speedup:  14.328
# expect:   Largest intermediate:  1.800e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   cd,bc->db                             ab,de,db->ae
# expect:    3                   db,ab->da                                de,da->ae
# expect:    3                   da,de->ae                                   ae->ae
# expect: ['einsum_path', (1, 2), (0, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,cd,de->ae
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  2.010e+02
# expect:    Theoretical speedup:  14.328
# expect:   Largest intermediate:  1.800e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   cd,bc->db                             ab,de,db->ae
# expect:    3                   db,ab->da                                de,da->ae
# expect:    3                   da,de->ae                                   ae->ae
# expect: ['einsum_path', (0, 1), (0, 1), (0, 1)]
# expect:   Complete contraction:  abc,cd,de,ea->b
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  4
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  3.610e+02
# expect:    Theoretical speedup:  7.978
# expect:   Largest intermediate:  2.400e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    4                 cd,abc->dab                             de,ea,dab->b
# expect:    3                   ea,de->da                                dab,da->b
# expect:    3                   da,dab->b                                     b->b
# expect: ['einsum_path', (2, 3), (1, 2), (0, 1)]
# expect:   Complete contraction:  abc,cd,de,ea->b
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  2.530e+02
# expect:    Theoretical speedup:  11.383
# expect:   Largest intermediate:  1.500e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   ea,de->da                             abc,cd,da->b
# expect:    3                   da,cd->ac                                abc,ac->b
# expect:    3                   ac,abc->b                                     b->b
# expect: ['einsum_path', (0, 2), (0, 1), (0, 1)]
# expect:   Complete contraction:  ab,ac,ad,ae->bcde
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  5
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  1.555e+03
# expect:    Theoretical speedup:  1.852
# expect:   Largest intermediate:  2.400e+02 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                  ad,ab->dab                          ac,ae,dab->bcde
# expect:    3                  ae,ac->ace                            dab,ace->bcde
# expect:    5               ace,dab->bcde                               bcde->bcde
# expect: ['einsum_path', (0, 1), (0, 1), (0, 1)]
# expect:   Complete contraction:  ab,ac,ad,ae->bcde
# expect:          Naive scaling:  5
# expect:      Optimized scaling:  5
# expect:       Naive FLOP count:  2.880e+03
# expect:   Optimized FLOP count:  1.537e+03
# expect:    Theoretical speedup:  1.874
# expect:   Largest intermediate:  2.400e+02 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                  ac,ab->abc                          ad,ae,abc->bcde
# expect:    3                  ae,ad->dae                            abc,dae->bcde
# expect:    5               dae,abc->bcde                               bcde->bcde
# expect: ['einsum_path', (0, 1, 2)]
# expect:   Complete contraction:  ab,cd,ef->abcdef
# expect:          Naive scaling:  6
# expect:      Optimized scaling:  6
# expect:       Naive FLOP count:  4.320e+03
# expect:   Optimized FLOP count:  4.321e+03
# expect:    Theoretical speedup:  1.000
# expect:   Largest intermediate:  2.160e+03 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    6            ef,cd,ab->abcdef                           abcdef->abcdef
# expect: ['einsum_path', (0, 1, 2)]
# expect:   Complete contraction:  ab,cd,ef->abcdef
# expect:          Naive scaling:  6
# expect:      Optimized scaling:  6
# expect:       Naive FLOP count:  4.320e+03
# expect:   Optimized FLOP count:  4.321e+03
# expect:    Theoretical speedup:  1.000
# expect:   Largest intermediate:  2.160e+03 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    6            ef,cd,ab->abcdef                           abcdef->abcdef
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,ca->
# expect:          Naive scaling:  3
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  1.800e+02
# expect:   Optimized FLOP count:  1.450e+02
# expect:    Theoretical speedup:  1.241
# expect:   Largest intermediate:  1.200e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   ca,bc->ab                                  ab,ab->
# expect:    2                     ab,ab->                                       ->
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,ca->
# expect:          Naive scaling:  3
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  1.800e+02
# expect:   Optimized FLOP count:  1.450e+02
# expect:    Theoretical speedup:  1.241
# expect:   Largest intermediate:  1.200e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   ca,bc->ab                                  ab,ab->
# expect:    2                     ab,ab->                                       ->
# expect: ['einsum_path', (3, 4), (2, 3), (0, 1), (0, 1)]
# expect:   Complete contraction:  abc,bcd,cde,def,efg->ag
# expect:          Naive scaling:  7
# expect:      Optimized scaling:  4
# expect:       Naive FLOP count:  7.560e+04
# expect:   Optimized FLOP count:  2.005e+03
# expect:    Theoretical speedup:  37.706
# expect:   Largest intermediate:  8.400e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    4                efg,def->deg                      abc,bcd,cde,deg->ag
# expect:    4                deg,cde->dcg                          abc,bcd,dcg->ag
# expect:    4                bcd,abc->dac                              dcg,dac->ag
# expect:    4                 dac,dcg->ag                                   ag->ag
# expect: ['einsum_path', (0, 1), (0, 3), (0, 2), (0, 1)]
# expect:   Complete contraction:  abc,bcd,cde,def,efg->ag
# expect:          Naive scaling:  7
# expect:      Optimized scaling:  4
# expect:       Naive FLOP count:  7.560e+04
# expect:   Optimized FLOP count:  1.573e+03
# expect:    Theoretical speedup:  48.061
# expect:   Largest intermediate:  5.400e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    4                bcd,abc->dac                      cde,def,efg,dac->ag
# expect:    4                dac,cde->dae                          def,efg,dae->ag
# expect:    4                dae,def->afe                              efg,afe->ag
# expect:    4                 afe,efg->ag                                   ag->ag
# expect: ['einsum_path', (0, 1, 2)]
# expect:   Complete contraction:  ab,ab,ab->ab
# expect:          Naive scaling:  2
# expect:      Optimized scaling:  2
# expect:       Naive FLOP count:  3.600e+01
# expect:   Optimized FLOP count:  2.500e+01
# expect:    Theoretical speedup:  1.440
# expect:   Largest intermediate:  1.200e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    2                ab,ab,ab->ab                                   ab->ab
# expect: ['einsum_path', (0, 1, 2)]
# expect:   Complete contraction:  ab,ab,ab->ab
# expect:          Naive scaling:  2
# expect:      Optimized scaling:  2
# expect:       Naive FLOP count:  3.600e+01
# expect:   Optimized FLOP count:  2.500e+01
# expect:    Theoretical speedup:  1.440
# expect:   Largest intermediate:  1.200e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    2                ab,ab,ab->ab                                   ab->ab
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,cd->ad
# expect:          Naive scaling:  4
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  3.600e+02
# expect:   Optimized FLOP count:  1.290e+02
# expect:    Theoretical speedup:  2.791
# expect:   Largest intermediate:  8.000e+00 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   cd,bc->db                                ab,db->ad
# expect:    3                   db,ab->ad                                   ad->ad
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect:   Complete contraction:  ab,bc,cd->ad
# expect:          Naive scaling:  4
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  3.600e+02
# expect:   Optimized FLOP count:  1.290e+02
# expect:    Theoretical speedup:  2.791
# expect:   Largest intermediate:  8.000e+00 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   cd,bc->db                                ab,db->ad
# expect:    3                   db,ab->ad                                   ad->ad
# expect: ['einsum_path', (2, 4), (1, 3), (0, 2), (0, 1)]
# expect:   Complete contraction:  ea,fb,abcd,gc,cd->efgc
# expect:          Naive scaling:  7
# expect:      Optimized scaling:  4
# expect:       Naive FLOP count:  7.560e+04
# expect:   Optimized FLOP count:  1.771e+03
# expect:    Theoretical speedup:  42.688
# expect:   Largest intermediate:  6.300e+02 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    4                cd,abcd->abc                       ea,fb,gc,abc->efgc
# expect:    4                 abc,fb->afc                          ea,gc,afc->efgc
# expect:    4                 afc,ea->fce                             gc,fce->efgc
# expect:    4                fce,gc->efgc                               efgc->efgc
# expect: ['einsum_path', (2, 4), (1, 3), (0, 2), (0, 1)]
# expect:   Complete contraction:  ea,fb,abcd,gc,cd->efgc
# expect:          Naive scaling:  7
# expect:      Optimized scaling:  4
# expect:       Naive FLOP count:  7.560e+04
# expect:   Optimized FLOP count:  1.771e+03
# expect:    Theoretical speedup:  42.688
# expect:   Largest intermediate:  6.300e+02 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    4                cd,abcd->abc                       ea,fb,gc,abc->efgc
# expect:    4                 abc,fb->afc                          ea,gc,afc->efgc
# expect:    4                 afc,ea->fce                             gc,fce->efgc
# expect:    4                fce,gc->efgc                               efgc->efgc
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect: ['einsum_path', (0, 1, 2)]
# expect: ['einsum_path', (1, 2), (0, 1)]
# expect:   Complete contraction:  ij,jk,kl->il
# expect:          Naive scaling:  4
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  3.600e+02
# expect:   Optimized FLOP count:  1.810e+02
# expect:    Theoretical speedup:  1.989
# expect:   Largest intermediate:  1.500e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   kl,jk->jl                                ij,jl->il
# expect:    3                   jl,ij->il                                   il->il
# expect: ['einsum_path', (0, 1)]
# expect:   Complete contraction:  ij,jk->ik
# expect:          Naive scaling:  3
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  4.800e+01
# expect:   Optimized FLOP count:  4.900e+01
# expect:    Theoretical speedup:  0.980
# expect:   Largest intermediate:  8.000e+00 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   jk,ij->ik                                   ik->ik
# expect: ['einsum_path', (0, 1), (0, 1)]
# expect:   Complete contraction:  ij,jk,kl->il
# expect:          Naive scaling:  4
# expect:      Optimized scaling:  3
# expect:       Naive FLOP count:  3.600e+02
# expect:   Optimized FLOP count:  1.290e+02
# expect:    Theoretical speedup:  2.791
# expect:   Largest intermediate:  1.000e+01 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    3                   jk,ij->ik                                kl,ik->il
# expect:    3                   ik,kl->il                                   il->il
# expect:   Complete contraction:  ii->i
# expect:          Naive scaling:  1
# expect:      Optimized scaling:  1
# expect:       Naive FLOP count:  3.000e+00
# expect:   Optimized FLOP count:  4.000e+00
# expect:    Theoretical speedup:  0.750
# expect:   Largest intermediate:  3.000e+00 elements
# expect: --------------------------------------------------------------------------
# expect: scaling                  current                                remaining
# expect: --------------------------------------------------------------------------
# expect:    1                       ii->i                                     i->i
