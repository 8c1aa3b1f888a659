# generate_state makes uint32 or uint64 words.
import numpy as np
np.random.SeedSequence(1).generate_state(2, np.int32)

# expect runtime error: ValueError: only support uint32 or uint64
