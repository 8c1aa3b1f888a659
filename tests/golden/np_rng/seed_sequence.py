# SeedSequence: generate_state, repr, spawn (children extend the spawn key).
import numpy as np
ss = np.random.SeedSequence(1234)
print(ss.generate_state(4).tolist())
print(ss.generate_state(2, np.uint64).tolist())
kids = ss.spawn(2)
print(kids[1])
print(ss.n_children_spawned)
print(np.random.default_rng(kids[0]).integers(1000, size=3).tolist())
print(np.random.SeedSequence(7, pool_size=8))

# expect: [2906597030, 1602421836, 216676975, 2698621808]
# expect: [6882349382922872486, 11590492409849068143]
# expect: SeedSequence(
# expect:     entropy=1234,
# expect:     spawn_key=(1,),
# expect: )
# expect: 2
# expect: [429, 529, 428]
# expect: SeedSequence(
# expect:     entropy=7,
# expect:     pool_size=8,
# expect: )
