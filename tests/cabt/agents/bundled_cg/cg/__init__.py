# A bundled copy of "cg" that must never be loaded: importing it fails loudly.
raise ImportError("the agent's own cg package was loaded instead of ptcg's")
