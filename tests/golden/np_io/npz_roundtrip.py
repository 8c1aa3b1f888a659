# np.savez / np.load of a .npz: keyword arrays first, then arr_0...; .files, indexing, keys,
# items, `in`, len, iteration, `with`, KeyError for a missing member.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_npz_roundtrip_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "w.npz")
    np.savez(p, np.arange(3), b=np.eye(2))
    f = np.load(p)
    print(f.files, f['arr_0'], f['b'], list(f.keys()), 'b' in f, len(f), sorted(f))
    with np.load(p) as d:
        print(d['b'].sum(), [k for k in d], list(d.items())[0])
    try:
        f['zz']
    except KeyError as e:
        print(repr(e))
    np.savez(os.path.join(base, "w2"), x=np.arange(2), y=np.array([[1.5, 2], [3, 4]]).T)
    g = np.load(os.path.join(base, "w2.npz"))
    print(g['x'], g['y'], g.get('q'), [v.dtype for v in g.values()])
    np.savez(os.path.join(base, "w3"), np.ones(2), arr_0=np.zeros(1))
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)

# expect: ['b', 'arr_0'] [0 1 2] [[1. 0.]
# expect:  [0. 1.]] ['b', 'arr_0'] True 2 ['arr_0', 'b']
# expect: 2.0 ['b', 'arr_0'] ('b', array([[1., 0.],
# expect:        [0., 1.]]))
# expect: KeyError('zz is not a file in the archive')
# expect: [0 1] [[1.5 3. ]
# expect:  [2.  4. ]] None [dtype('int64'), dtype('float64')]
# expect runtime error: ValueError: Cannot use un-named variables and keyword arr_0
