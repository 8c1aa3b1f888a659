# np.einsum reductions whose bits depend on how NumPy's iterator lays the loops out: a full
# reduction of a Fortran-ordered, transposed or doubly reversed operand is one run over memory
# (its axes coalesced) in chunks of 8192, a cast copy keeps the Fortran layout, three operands and
# float16 sums are chunked the same way, complex runs add four elements at a time, and a
# broadcast operand (step 0) multiplies the other's summed run once. Exact hex / sums of bits.
import numpy as np

rng = np.random.default_rng(8)


def h(r):
    r = np.asarray(r)
    if r.dtype.kind == 'c':
        return ' '.join(float(x).hex() for x in (r.real.sum(), r.imag.sum())) if r.ndim else \
            float(r.real).hex() + ' ' + float(r.imag).hex()
    if r.ndim == 0:
        return float(r).hex()
    u = r.view({8: np.uint64, 4: np.uint32, 2: np.uint16}[r.itemsize]).astype(np.uint64)
    return str(int((u * np.arange(1, u.size + 1, dtype=np.uint64).reshape(u.shape)).sum()))


for shp in [(50, 40), (3, 5000), (5000, 3), (130, 130)]:
    A = (rng.random(shp) - 0.5) * 10.0 ** rng.integers(-3, 4, shp)
    B = rng.random(shp) - 0.5
    F, G = np.asfortranarray(A), np.asfortranarray(B)
    print(shp, 'F', h(np.einsum('ij->', F)), h(np.einsum('ij->', A.T)), h(np.einsum('ij,ij->', F, G)))
    print(shp, 'rev', h(np.einsum('ij->', A.T[::-1, ::-1])), h(np.einsum('ij,ij,ij->', A, B, A)),
          h(np.einsum('ij,ij,ij->', F, G, F)))
    print(shp, 'cast', h(np.einsum('ij,ij->', F.astype(np.float32), G)),
          h(np.einsum('ij->', F.astype(np.float32))), h(np.einsum('ij->', A.astype(np.float16))))
    print(shp, 'bcast', h(np.einsum('ij,j->', F, B[0])), h(np.einsum('ij,i->', A, B[:, 0])))
    C = (A + 1j * B)
    print(shp, 'complex', h(np.einsum('ij->', C)), h(np.einsum('ij->', np.asfortranarray(C))),
          h(np.einsum('ij->i', C)), h(np.einsum('ij->', C.astype(np.complex64))))
v = rng.random(20000) - 0.5
print('1d', h(np.einsum('i->', v[::-1])), h(np.einsum('ij->', v[::-1].reshape(20000, 1))),
      h(np.einsum('i->', v + 1j * v[::-1])), h(np.einsum('ij,j->', v.reshape(1, -1), v[:1])))

# expect: (50, 40) F -0x1.694c0a815bfe0p+12 -0x1.694c0a815bfe6p+12 -0x1.948ca12f462c6p+10
# expect: (50, 40) rev -0x1.694c0a815bfe5p+12 0x1.6d18f17c1e0abp+19 0x1.6d18f17c1e0bep+19
# expect: (50, 40) cast -0x1.948ca104a6ce3p+10 -0x1.694c0c0000000p+12 -0x1.6940000000000p+12
# expect: (50, 40) bcast -0x1.0ae0d342356f3p+10 -0x1.759453c59d7a8p+9
# expect: (50, 40) complex -0x1.694c0a815bfe5p+12 0x1.5ba62dc5b5e1ap+4 -0x1.694c0a815bfdcp+12 0x1.5ba62dc5b5e12p+4 -0x1.694c0a815bfe5p+12 0x1.5ba62dc5b5e19p+4 -0x1.694c140000000p+12 0x1.5ba6320000000p+4
# expect: (3, 5000) F -0x1.c44c337bc7bb1p+11 -0x1.c44c337bc7bafp+11 -0x1.44c6c24ef3deap+10
# expect: (3, 5000) rev -0x1.c44c337bc7b62p+11 0x1.19be814f2950cp+20 0x1.19be814f2950bp+20
# expect: (3, 5000) cast -0x1.44c6c421e26dep+10 -0x1.c44c380000000p+11 -0x1.c480000000000p+11
# expect: (3, 5000) bcast -0x1.5833e1987e465p+7 0x1.d1ce836c268d6p+11
# expect: (3, 5000) complex -0x1.c44c337bc7b99p+11 -0x1.edb6761f21ecfp+2 -0x1.c44c337bc7b88p+11 -0x1.edb6761f21ed4p+2 -0x1.c44c337bc7b8ap+11 -0x1.edb6761f21edep+2 -0x1.c44c220000000p+11 -0x1.edb6500000000p+2
# expect: (5000, 3) F 0x1.1a461ca747b92p+14 0x1.1a461ca747b90p+14 0x1.8b07bb9e2a530p+7
# expect: (5000, 3) rev 0x1.1a461ca747b88p+14 -0x1.9d20644434368p+16 -0x1.9d206444343c2p+16
# expect: (5000, 3) cast 0x1.8b07b279f6e98p+7 0x1.1a46140000000p+14 0x1.1a40000000000p+14
# expect: (5000, 3) bcast -0x1.6965372258e20p+12 0x1.f6954971b8b5cp+9
# expect: (5000, 3) complex 0x1.1a461ca747b8ep+14 -0x1.2f40410fdd148p+3 0x1.1a461ca747b95p+14 -0x1.2f40410fdd14dp+3 0x1.1a461ca747b94p+14 -0x1.2f40410fdd136p+3 0x1.1a46180000000p+14 -0x1.2f403c0000000p+3
# expect: (130, 130) F -0x1.25e19778e02b4p+14 -0x1.25e19778e02b1p+14 -0x1.885a697048ac6p+9
# expect: (130, 130) rev -0x1.25e19778e02acp+14 -0x1.a4a0afecc8fa4p+20 -0x1.a4a0afecc8fb0p+20
# expect: (130, 130) cast -0x1.885a6d35cfa4ap+9 -0x1.25e1900000000p+14 -0x1.25c0000000000p+14
# expect: (130, 130) bcast -0x1.b21e435ec25cep+12 -0x1.7ed98b057ff56p+11
# expect: (130, 130) complex -0x1.25e19778e02a8p+14 0x1.2eeecc92bed40p+4 -0x1.25e19778e02b6p+14 0x1.2eeecc92bed32p+4 -0x1.25e19778e02b0p+14 0x1.2eeecc92bed41p+4 -0x1.25e19a0000000p+14 0x1.2eeedc0000000p+4
# expect: 1d -0x1.912a26ec18324p+4 -0x1.912a26ec18324p+4 -0x1.912a26ec182e0p+4 -0x1.912a26ec182c4p+4 -0x1.3305bd423c6eep+1
